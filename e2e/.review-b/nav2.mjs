import { launch, newPage, BASE, focusInfo } from './lib.mjs';
const p = process.argv[2] ?? '/';
const b = await launch();
const page = await newPage(b, { width: 1440 });
await page.goto(BASE + p, { waitUntil: 'networkidle' });
const st = async (label) => { const f = await focusInfo(page); const open = await page.evaluate(() => [...document.querySelectorAll('button[aria-controls^="nav-panel"], nav[aria-label=Main] button[aria-expanded]')].filter(b=>b.getAttribute('aria-expanded')==='true').map(b => { const pn = document.getElementById(b.getAttribute('aria-controls')); return b.innerText.trim() + (pn ? ' panelVisible=' + (pn.getBoundingClientRect().height>0 && getComputedStyle(pn).visibility!=='hidden') : ''); })); const vis = await page.evaluate(()=>[...document.querySelectorAll('[id^="nav-panel"]')].filter(pn=>pn.getBoundingClientRect().height>0 && getComputedStyle(pn).visibility!=='hidden' && getComputedStyle(pn).display!=='none').map(p=>p.id)); console.log(label.padEnd(30), `focus=${f.tag} "${f.text.replace(/\n/g,' ')}"`, 'open=', open, 'visiblePanels=', vis); };
const trig = page.locator('nav[aria-label=Main] button[aria-expanded]').first();
await trig.focus(); await st('focus first trigger');
await page.keyboard.press('Enter'); await page.waitForTimeout(300); await st('Enter');
await page.screenshot({ path: '/tmp/review-b/nav-open-enter.png' });
await page.keyboard.press('Enter'); await page.waitForTimeout(300); await st('Enter again');
await page.keyboard.press('Space'); await page.waitForTimeout(300); await st('Space');
await page.keyboard.press('Space'); await page.waitForTimeout(300); await st('Space again');
await page.keyboard.press('Enter'); await page.waitForTimeout(300);
const panelLinks = await page.evaluate(() => { const pn = document.getElementById('nav-panel-health'); return pn ? [...pn.querySelectorAll('a,button')].length : -1; });
console.log('links in panel', panelLinks);
for (let i = 0; i < panelLinks; i++) { await page.keyboard.press('Tab'); await page.waitForTimeout(50); }
await st('Tab through all panel links');
await page.screenshot({ path: '/tmp/review-b/nav-open-lastlink.png' });
await page.keyboard.press('Tab'); await page.waitForTimeout(300); await st('Tab out of panel');
await page.keyboard.press('Shift+Tab'); await page.waitForTimeout(300); await st('Shift+Tab back');
// Escape from inside panel
await trig.focus(); await page.keyboard.press('Enter'); await page.waitForTimeout(200);
await page.keyboard.press('Tab'); await page.keyboard.press('Tab'); await st('2 tabs into panel');
await page.keyboard.press('Escape'); await page.waitForTimeout(300); await st('Escape inside panel');
// Escape on trigger
await page.keyboard.press('Enter'); await page.waitForTimeout(200); await page.keyboard.press('Escape'); await page.waitForTimeout(300); await st('Escape on trigger');
// shift+tab backwards from open panel to previous
await page.keyboard.press('Enter'); await page.waitForTimeout(200); await page.keyboard.press('Shift+Tab'); await page.waitForTimeout(300); await st('Shift+Tab from open trigger');
// open one, then Tab to next trigger (without entering panel? Tab goes into panel first)
// Hover
await page.mouse.move(10, 800);
const t2 = page.locator('nav[aria-label=Main] button[aria-expanded]').nth(1);
await t2.hover(); await page.waitForTimeout(400); await st('hover trigger 2');
await page.screenshot({ path: '/tmp/review-b/nav-hover.png' });
const box = await page.locator('#nav-panel-travel').boundingBox(); console.log('panel box', box);
if (box) { await page.mouse.move(box.x + 20, box.y + 20, { steps: 5 }); await page.waitForTimeout(400); await st('mouse into panel'); }
await page.mouse.move(700, 800, { steps: 5 }); await page.waitForTimeout(600); await st('mouse away');
// hover opens then click on trigger: should toggle? click
await t2.hover(); await page.waitForTimeout(300); await t2.click(); await page.waitForTimeout(300); await st('hover then click');
// click outside
await page.mouse.click(700, 800); await page.waitForTimeout(300); await st('click outside');
// click open then move mouse away: stays?
await t2.click(); await page.waitForTimeout(300); await page.mouse.move(700,800,{steps:5}); await page.waitForTimeout(600); await st('click open then mouse away');
await page.mouse.click(700, 800); await page.waitForTimeout(300);
// mouse hover one while keyboard opened another
await trig.focus(); await page.keyboard.press('Enter'); await page.waitForTimeout(200); await t2.hover(); await page.waitForTimeout(400); await st('kbd open #1 then hover #2');
console.log(page._errs);
await b.close();
