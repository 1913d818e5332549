// The 38 hospital clinical categories of Australia's private health insurance reforms, with the lowest tier that
// must cover each, and the waiting periods hospital cover may impose. These are real, not sample data.
//
// Sources:
// - Private Health Insurance (Complying Product) Rules 2015, as amended for the reforms that began on 1 April 2019
//   (Private Health Insurance (Reforms) Amendment Rules 2018): Schedule 5, the clinical categories and the
//   product tiers. Names are the official ones; the descriptions are our plain-English summaries, not the
//   legal scope of each category.
// - privatehealth.gov.au, 'Product tiers and clinical categories' (the hospital treatment categories table) and
//   'Waiting periods'. Maximum waiting periods: Private Health Insurance Act 2007, section 75-15.
import type { BaseTier } from './tiers';
import type { WaitingPeriod } from './waiting-periods';

export interface HospitalCategory {
  /** Stable kebab-case id: also the inclusion id in every hospital product. */
  id: string;
  /** The official category name. */
  name: string;
  /** Markdown, 1-3 sentences. */
  description: string;
  /** The lowest tier that must cover it. */
  minimumTier: BaseTier;
}

/** In the order of the rules' table: Basic's, then the 18 Bronze adds, the 8 Silver adds and the 9 Gold adds. */
export const hospitalCategories = [
  // Basic: must be covered, but may be restricted (Minimum Benefits Payable) in Basic, Bronze and Silver.
  {
    id: 'rehabilitation',
    name: 'Rehabilitation',
    description:
      'Hospital treatment to help you recover movement, strength and independence after an illness, injury or operation, such as rehabilitation after a stroke or a heart attack.',
    minimumTier: 'basic',
  },
  {
    id: 'hospital-psychiatric-services',
    name: 'Hospital psychiatric services',
    description:
      'Hospital treatment for mental health conditions, such as depression, anxiety, eating disorders and drug or alcohol dependence.',
    minimumTier: 'basic',
  },
  {
    id: 'palliative-care',
    name: 'Palliative care',
    description:
      'Care in hospital for someone with an advanced illness that cannot be cured, to manage pain and other symptoms and support their quality of life.',
    minimumTier: 'basic',
  },

  // Bronze adds 18.
  {
    id: 'brain-and-nervous-system',
    name: 'Brain and nervous system',
    description:
      'Hospital investigation and treatment of the brain, the spinal cord and the nerves, such as care after a stroke, epilepsy or a head injury. Surgery on the bones of the spine is in *Back, neck and spine*.',
    minimumTier: 'bronze',
  },
  {
    id: 'eye-not-cataracts',
    name: 'Eye (not cataracts)',
    description:
      'Hospital treatment of the eye and the area around it, such as glaucoma surgery, a detached retina or an eye injury. Cataract surgery is its own category.',
    minimumTier: 'bronze',
  },
  {
    id: 'ear-nose-and-throat',
    name: 'Ear, nose and throat',
    description:
      'Hospital treatment of the ear, nose, throat and sinuses, such as middle-ear surgery, sinus surgery or repairing a broken nose.',
    minimumTier: 'bronze',
  },
  {
    id: 'tonsils-adenoids-and-grommets',
    name: 'Tonsils, adenoids and grommets',
    description:
      'Removing the tonsils or adenoids, and putting in or taking out grommets (small tubes that drain fluid from the middle ear).',
    minimumTier: 'bronze',
  },
  {
    id: 'bone-joint-and-muscle',
    name: 'Bone, joint and muscle',
    description:
      'Hospital treatment of bones, joints, muscles and tendons, such as setting a broken bone or hand and foot surgery. Joint reconstructions, joint replacements and spine surgery are separate categories.',
    minimumTier: 'bronze',
  },
  {
    id: 'joint-reconstructions',
    name: 'Joint reconstructions',
    description:
      'Surgery to repair or rebuild a damaged joint, such as a torn knee ligament (ACL) or an unstable shoulder.',
    minimumTier: 'bronze',
  },
  {
    id: 'kidney-and-bladder',
    name: 'Kidney and bladder',
    description:
      'Hospital treatment of the kidneys and bladder, such as removing kidney stones or treating bladder cancer. Dialysis for chronic kidney failure is its own category.',
    minimumTier: 'bronze',
  },
  {
    id: 'male-reproductive-system',
    name: 'Male reproductive system',
    description:
      'Hospital treatment of the male reproductive organs, such as prostate surgery or a vasectomy.',
    minimumTier: 'bronze',
  },
  {
    id: 'digestive-system',
    name: 'Digestive system',
    description:
      'Hospital treatment of the stomach, bowel, gall bladder, liver and pancreas, such as gall bladder removal or bowel surgery.',
    minimumTier: 'bronze',
  },
  {
    id: 'hernia-and-appendix',
    name: 'Hernia and appendix',
    description: 'Surgery to repair a hernia or to remove the appendix.',
    minimumTier: 'bronze',
  },
  {
    id: 'gastrointestinal-endoscopy',
    name: 'Gastrointestinal endoscopy',
    description:
      'Looking inside the digestive tract with a thin flexible camera, such as a gastroscopy or a colonoscopy, including taking biopsies and removing polyps.',
    minimumTier: 'bronze',
  },
  {
    id: 'gynaecology',
    name: 'Gynaecology',
    description:
      'Hospital treatment of the female reproductive system, such as endometriosis surgery or a hysterectomy. Pregnancy and fertility treatment are separate categories.',
    minimumTier: 'bronze',
  },
  {
    id: 'miscarriage-and-termination-of-pregnancy',
    name: 'Miscarriage and termination of pregnancy',
    description: 'Hospital treatment after a miscarriage, or for a termination of pregnancy.',
    minimumTier: 'bronze',
  },
  {
    id: 'chemotherapy-radiotherapy-and-immunotherapy-for-cancer',
    name: 'Chemotherapy, radiotherapy and immunotherapy for cancer',
    description:
      'Treatment of cancer in hospital with chemotherapy, radiotherapy or immunotherapy. Surgery to remove a cancer is in the category for the part of the body it affects.',
    minimumTier: 'bronze',
  },
  {
    id: 'pain-management',
    name: 'Pain management',
    description:
      'Hospital treatment of pain, such as nerve blocks for chronic back pain, that does not involve implanting a device.',
    minimumTier: 'bronze',
  },
  {
    id: 'skin',
    name: 'Skin',
    description:
      'Hospital treatment of the skin and nails, such as removing skin cancers and melanomas or treating a serious skin infection.',
    minimumTier: 'bronze',
  },
  {
    id: 'breast-surgery',
    name: 'Breast surgery (medically necessary)',
    description:
      'Medically necessary surgery on the breast, such as removing a lump or a mastectomy. Cosmetic breast surgery is not covered.',
    minimumTier: 'bronze',
  },
  {
    id: 'diabetes-management',
    name: 'Diabetes management (excluding insulin pumps)',
    description:
      'Hospital care to assess and stabilise diabetes, such as a stay to adjust your treatment. Insulin pumps are their own category.',
    minimumTier: 'bronze',
  },

  // Silver adds 8.
  {
    id: 'heart-and-vascular-system',
    name: 'Heart and vascular system',
    description:
      'Hospital treatment of the heart and blood vessels, such as heart surgery, stents, pacemakers and treatment of varicose veins.',
    minimumTier: 'silver',
  },
  {
    id: 'lung-and-chest',
    name: 'Lung and chest',
    description:
      'Hospital treatment of the lungs and chest, such as pneumonia, lung cancer surgery or a chest injury.',
    minimumTier: 'silver',
  },
  {
    id: 'blood',
    name: 'Blood',
    description:
      'Hospital treatment of blood disorders, such as clotting disorders and serious anaemia, including bone marrow transplants.',
    minimumTier: 'silver',
  },
  {
    id: 'back-neck-and-spine',
    name: 'Back, neck and spine',
    description:
      'Hospital treatment of the back, neck and spinal column, such as surgery for a slipped disc or spinal fusion.',
    minimumTier: 'silver',
  },
  {
    id: 'plastic-and-reconstructive-surgery',
    name: 'Plastic and reconstructive surgery (medically necessary)',
    description:
      'Medically necessary plastic and reconstructive surgery, such as skin grafts after a burn or rebuilding a breast after a mastectomy. Cosmetic surgery is not covered.',
    minimumTier: 'silver',
  },
  {
    id: 'dental-surgery',
    name: 'Dental surgery',
    description:
      'Surgery on the teeth and gums in hospital, such as removing impacted wisdom teeth. Hospital cover pays for the hospital stay; the dentist’s own fees may be claimable on extras.',
    minimumTier: 'silver',
  },
  {
    id: 'podiatric-surgery',
    name: 'Podiatric surgery (provided by a registered podiatric surgeon)',
    description:
      'Foot surgery in hospital by a registered podiatric surgeon. Medicare pays nothing towards the podiatric surgeon’s fees, so you may have out-of-pocket costs.',
    minimumTier: 'silver',
  },
  {
    id: 'implantation-of-hearing-devices',
    name: 'Implantation of hearing devices',
    description:
      'Surgery to implant a hearing device, such as a cochlear implant. Hearing aids that are not implanted are an extras benefit.',
    minimumTier: 'silver',
  },

  // Gold adds 9: Gold must cover every category, with no restrictions.
  {
    id: 'cataracts',
    name: 'Cataracts',
    description:
      'Surgery to remove a cloudy lens (a cataract) from the eye and replace it with an artificial one.',
    minimumTier: 'gold',
  },
  {
    id: 'joint-replacements',
    name: 'Joint replacements',
    description:
      'Surgery to replace a joint, such as a hip, knee or shoulder, and to revise an earlier replacement.',
    minimumTier: 'gold',
  },
  {
    id: 'dialysis-for-chronic-kidney-failure',
    name: 'Dialysis for chronic kidney failure',
    description: 'Dialysis in hospital, which filters your blood when your kidneys no longer can.',
    minimumTier: 'gold',
  },
  {
    id: 'pregnancy-and-birth',
    name: 'Pregnancy and birth',
    description:
      'Hospital care during pregnancy, for the birth and after it, including the care of your newborn baby in hospital.',
    minimumTier: 'gold',
  },
  {
    id: 'assisted-reproductive-services',
    name: 'Assisted reproductive services',
    description: 'Fertility treatment in hospital, such as the egg collection and embryo transfer of IVF.',
    minimumTier: 'gold',
  },
  {
    id: 'weight-loss-surgery',
    name: 'Weight loss surgery',
    description:
      'Surgery to help you lose weight, such as a gastric sleeve or gastric bypass, and revision of an earlier procedure.',
    minimumTier: 'gold',
  },
  {
    id: 'insulin-pumps',
    name: 'Insulin pumps',
    description: 'Hospital treatment to provide and replace an insulin pump for people with diabetes.',
    minimumTier: 'gold',
  },
  {
    id: 'pain-management-with-device',
    name: 'Pain management with device',
    description:
      'Implanting, replacing or managing a device that relieves pain, such as a spinal cord stimulator.',
    minimumTier: 'gold',
  },
  {
    id: 'sleep-studies',
    name: 'Sleep studies',
    description: 'An overnight study in hospital to investigate sleep disorders, such as sleep apnoea.',
    minimumTier: 'gold',
  },
] as const satisfies readonly HospitalCategory[];

export type HospitalCategoryId = (typeof hospitalCategories)[number]['id'];

/**
 * Basic's three categories may be covered at a restricted level (at least Minimum Benefits Payable) by Basic,
 * Bronze and Silver products; only Gold must cover them in full.
 */
export const RESTRICTABLE_BELOW_GOLD: readonly HospitalCategoryId[] = [
  'rehabilitation',
  'hospital-psychiatric-services',
  'palliative-care',
];

/** The longest waits the law allows hospital cover to impose (Private Health Insurance Act 2007, s 75-15). */
export const hospitalWaitingPeriods = {
  general: '2 Months',
  pregnancyAndBirth: '12 Months',
  /** Signs or symptoms of the condition existed in the six months before you joined or upgraded. */
  preExistingConditions: '12 Months',
  /** Pre-existing or not, psychiatric, rehabilitation and palliative care wait 2 months at most. */
  preExistingPsychiatricRehabilitationPalliative: '2 Months',
  accidents: 'None',
} as const satisfies Record<string, WaitingPeriod>;

/** The waiting period a category shows on a product: pregnancy's 12 months, otherwise 2 months. */
export function hospitalCategoryWaitingPeriod(id: HospitalCategoryId): WaitingPeriod {
  return id === 'pregnancy-and-birth'
    ? hospitalWaitingPeriods.pregnancyAndBirth
    : hospitalWaitingPeriods.general;
}
