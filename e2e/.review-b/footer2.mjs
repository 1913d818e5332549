import { launch, newPage, BASE, focusInfo } from './lib.mjs';
const b = await launch();
for (const p of ['/', '/gu']) {
const page = await newPage(b, { width: 375, height: 800 });
await page.goto(BASE + p, { waitUntil: 'networkidle' });
console.log(p, 'hidden link', await page.evaluate(() => [...document.querySelectorAll('footer a')].filter(a => a.getBoundingClientRect().width === 0).map(a => a.outerHTML.slice(0, 200))));
const s = page.locator('footer details > summary').first();
console.log('summary attrs', await s.evaluate(e => ({ role: e.getAttribute('role'), exp: e.getAttribute('aria-expanded'), html: e.outerHTML.slice(0, 300), h: e.getBoundingClientRect().height, isH2: !!e.querySelector('h2') })));
const visLinks = () => page.evaluate(() => [...document.querySelectorAll('footer details')][0].querySelectorAll('a').length + ' links, visible=' + [...[...document.querySelectorAll('footer details')][0].querySelectorAll('a')].filter(a => a.getBoundingClientRect().height > 0).length);
console.log('collapsed', await visLinks());
await s.focus(); await page.keyboard.press('Enter'); await page.waitForTimeout(400);
console.log('after Enter', await visLinks(), await s.evaluate(e => getComputedStyle(e.querySelector('svg:last-of-type')).transform));
await s.screenshot({ path: `/tmp/review-b/footer-sum-focus-${p.replace(/\//g,'_')}.png` });
await page.locator('footer details').first().screenshot({ path: `/tmp/review-b/footer-exp-${p.replace(/\//g,'_')}.png` });
await page.keyboard.press('Space'); await page.waitForTimeout(400);
console.log('after Space', await visLinks());
// resize to 1024 while collapsed -> columns visible?
await page.setViewportSize({ width: 1024, height: 800 }); await page.waitForTimeout(400);
console.log('resized to 1024 links', await visLinks());
await page.setViewportSize({ width: 375, height: 800 }); await page.waitForTimeout(400);
console.log('resized back 375', await visLinks());
await page.context().close();
}
await b.close();
