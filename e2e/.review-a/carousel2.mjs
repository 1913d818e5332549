import { launch, BASE } from './common.mjs';
const w = +(process.argv[2]||1440);
const delay = +(process.argv[3]||800);
const b = await launch();
const ctx = await b.newContext({ viewport: { width: w, height: 900 } });
const page = await ctx.newPage();
await page.goto(BASE + '/components/carousel', { waitUntil: 'networkidle' });
const st = () => page.evaluate(() => {
  const car = document.querySelector('[aria-roledescription="carousel"]');
  const slides = [...car.querySelectorAll('[aria-roledescription="slide"]')];
  const a = document.activeElement;
  const sl = a.closest('[aria-roledescription="slide"]');
  return (sl ? 'slide ' + sl.getAttribute('aria-label') : a.tagName + ' ' + (a.innerText||'').slice(0,25).replace(/\n/g,' ')) + ' | inView: ' + slides.filter(s => !s.inert).map(s => s.getAttribute('aria-label').split(' ')[0]).join(',') + ' | ' + car.querySelector('[role=status]').textContent;
});
await page.getByRole('button', { name: 'Next item' }).first().focus();
for (let i = 0; i < 11; i++) { await page.keyboard.press('Tab'); await page.waitForTimeout(delay); console.log('Tab', await st()); }
for (let i = 0; i < 11; i++) { await page.keyboard.press('Shift+Tab'); await page.waitForTimeout(delay); console.log('S-Tab', await st()); }
await b.close();
