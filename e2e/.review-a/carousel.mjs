import { launch, BASE } from './common.mjs';
const w = +(process.argv[2]||1440);
const rm = process.argv[3] === 'rm';
const b = await launch();
const ctx = await b.newContext({ viewport: { width: w, height: 900 }, reducedMotion: rm ? 'reduce' : 'no-preference' });
const page = await ctx.newPage();
page.on('console', m => console.log('console.'+m.type(), m.text()));
await page.goto(BASE + '/components/carousel', { waitUntil: 'networkidle' });
const state = async (label) => {
  const s = await page.evaluate(() => {
    const car = document.querySelector('[aria-roledescription="carousel"]');
    const slides = [...car.querySelectorAll('[aria-roledescription="slide"]')];
    const vp = car.getBoundingClientRect();
    const status = car.querySelector('[role="status"]') || document.querySelector('[aria-live]');
    const btns = [...car.querySelectorAll('button')].map(b => b.getAttribute('aria-label') + ':' + (b.getAttribute('aria-disabled')||'-') + ':' + b.disabled);
    return { active: document.activeElement.tagName + ' ' + (document.activeElement.getAttribute('aria-label') || document.activeElement.innerText).slice(0,30),
      slides: slides.map(s => { const r = s.getBoundingClientRect(); return `${s.getAttribute('aria-label')}${s.inert?'(inert)':''}@${Math.round(r.x)}`; }).join(' '),
      status: status && status.textContent, btns, car: car.outerHTML.slice(0, 300) };
  });
  console.log(label, JSON.stringify(s, null, 0));
};
await state('initial');
await page.focus('text=Next item >> nth=0').catch(()=>{});
await page.locator('button', { hasText: '' }).first();
const next = page.getByRole('button', { name: 'Next item' }).first();
await next.focus();
await page.keyboard.press('Enter'); await page.waitForTimeout(800); await state('after Enter on next');
await page.keyboard.press('Space'); await page.waitForTimeout(800); await state('after Space on next');
await page.keyboard.press('Enter'); await page.waitForTimeout(800); await state('after Enter 3');
await page.keyboard.press('Enter'); await page.waitForTimeout(800); await state('after Enter 4');
const prev = page.getByRole('button', { name: 'Previous item' }).first();
await prev.focus(); await page.keyboard.press('Enter'); await page.waitForTimeout(800); await state('after prev');
// arrows on slides
await page.reload({ waitUntil: 'networkidle' });
await prev.focus(); await page.keyboard.press('Tab'); await page.keyboard.press('Tab'); await page.waitForTimeout(800); await state('tab to first slide');
await page.keyboard.press('Tab'); await page.waitForTimeout(100); await state('tab to 2nd slide +100ms');
await page.waitForTimeout(800); await state('tab to 2nd slide +900ms');
await page.keyboard.press('ArrowRight'); await page.waitForTimeout(800); await state('ArrowRight on slide link');
await b.close();
