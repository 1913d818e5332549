// The tier modal's content (SPEC 2.5, 5): 'Hospital tiers explained' (the tier rules in words), the Basic Plus
// 'restricted benefits' expander, the Restricted and Lower Benefits texts, the travel and accidental-injury texts.
// A module of its own: the modal's button imports it when the visitor shows they may open it (TierModal.tsx).
import { Expander } from '@ds/ui/accordion';
import { Badge } from '@ds/ui/badge';
import styles from './TierModal.module.css';

export function TierModalContent() {
  return (
    <div className={styles.content}>
      <p>
        Every hospital cover is Basic, Bronze, Silver or Gold. Each tier must include a minimum set of
        clinical categories, so covers of the same tier can be compared like with like. A Plus cover includes
        more than its tier requires.
      </p>
      <h3 className={styles.heading}>Hospital tiers explained</h3>
      <ul className={styles.tiers}>
        <li>
          <Badge tier="basic" size={32} showLabel />
          <p>
            Basic covers must give at least Minimum Benefits Payable for hospital rehabilitation, hospital
            psychiatric services and palliative care.
          </p>
        </li>
        <li>
          <Badge tier="basic-plus" size={32} showLabel />
          <div>
            <p>
              A Basic Plus cover includes some services of higher tiers, some of them on restricted benefits.
            </p>
            <Expander title="What restricted benefits mean" headingLevel={4}>
              <p>
                For a restricted service we pay about what a shared room in a public hospital costs. A private
                room in a public hospital is generally covered at about 50%, and a private hospital at between
                5% and 30% of its charges, so you may have large out-of-pocket costs.
              </p>
            </Expander>
          </div>
        </li>
        <li>
          <Badge tier="bronze" size={32} showLabel />
          <p>Bronze covers include 18 further hospital services, such as joint reconstructions and skin.</p>
        </li>
        <li>
          <Badge tier="silver" size={32} showLabel />
          <p>
            Silver adds 8 groupings of hospital services, such as heart and vascular system and lung and
            chest.
          </p>
        </li>
        <li>
          <Badge tier="gold" size={32} showLabel />
          <p>Gold covers must not exclude or restrict any Medicare-recognised hospital service.</p>
        </li>
      </ul>
      <h3 className={styles.heading}>Restricted and Lower Benefits</h3>
      <p>
        <strong>Restricted:</strong> a public hospital private room is generally covered at about 50%, and a
        private hospital at between 5% and 30% of its charges.
      </p>
      <p>
        <strong>Lower Benefits:</strong> we pay a lower benefit for your stay, and 100% of the MBS fee for
        inpatient medical services.
      </p>
      <h3 className={styles.heading}>Travel and accidents</h3>
      <p>
        Annual travel cover lasts 12 months, with up to 45 days for each trip. Accidental injury cover needs
        treatment within 24 hours of the accident, and allows readmission within 90 days.
      </p>
    </div>
  );
}
