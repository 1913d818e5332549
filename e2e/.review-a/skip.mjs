import { launch, BASE } from './common.mjs';
const b = await launch();
const ctx = await b.newContext({ viewport: { width: 375, height: 800 } });
const page = await ctx.newPage();
await page.goto(BASE + '/components/badge', { waitUntil: 'networkidle' });
await page.keyboard.press('Tab');
await page.screenshot({ path: '/tmp/review-a/skip-375.png', clip: { x: 0, y: 0, width: 375, height: 200 } });
await page.keyboard.press('Enter'); await page.waitForTimeout(300);
console.log(await page.evaluate(() => ({ a: document.activeElement.tagName + '#' + document.activeElement.id, hash: location.hash })));
await page.keyboard.press('Tab');
console.log(await page.evaluate(() => document.activeElement.tagName + ' ' + document.activeElement.innerText.slice(0, 40)));
// bottom nav
await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
await page.locator('summary', { hasText: 'Design system pages' }).click(); await page.waitForTimeout(300);
await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
await page.screenshot({ path: '/tmp/review-a/bottomnav-375.png' });
console.log(await page.evaluate(() => { const s = [...document.querySelectorAll('summary')].find(s => /Design system pages/.test(s.innerText)); return s.parentElement.outerHTML.slice(0, 500); }));
await b.close();
