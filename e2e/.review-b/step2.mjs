import { launch, newPage, BASE, focusInfo } from './lib.mjs';
const w = +(process.argv[2] ?? 1440);
const b = await launch();
const page = await newPage(b, { width: w, height: 900 });
await page.goto(BASE + '/components/progress-stepper', { waitUntil: 'networkidle' });
const f = async () => { const x = await focusInfo(page); return x && `${x.tag} "${x.text.replace(/\n/g,' ').slice(0,40)}" ${x.outline.startsWith('none') ? 'NO-OUTLINE' : ''}`; };
const nav = page.locator('nav[aria-label="Quote progress"]');
const st = () => nav.evaluate(n => ({ items: [...n.querySelectorAll('li')].map(li => li.dataset.status + (li.getAttribute('aria-current') ? '*' : '') + ':' + li.innerText.replace(/\n/g,' ') + (li.querySelector('button,a') ? '[' + li.querySelector('button,a').tagName + ']' : '')), status: n.querySelector('[role=status]')?.innerText, toggle: n.querySelector('button[aria-expanded]') && getComputedStyle(n.querySelector('button[aria-expanded]')).display + ' exp=' + n.querySelector('button[aria-expanded]').getAttribute('aria-expanded') + ' "' + n.querySelector('button[aria-expanded]').innerText.replace(/\n/g,' ') + '"', panel: n.parentElement.innerText.split('\n').slice(-4).join(' / ') }));
console.log('init', JSON.stringify(await st()));
const next = page.getByRole('button', { name: 'Next', exact: true }).first();
const prev = page.getByRole('button', { name: 'Previous', exact: true }).first();
console.log('prev attrs', await prev.evaluate(e => ({ ad: e.getAttribute('aria-disabled'), dis: e.disabled })));
await prev.focus(); await page.keyboard.press('Enter'); await page.waitForTimeout(300);
console.log('prev at first', JSON.stringify(await st()), await f());
await next.focus(); await page.keyboard.press('Enter'); await page.waitForTimeout(400);
console.log('after Next', JSON.stringify(await st()), 'focus:', await f());
await page.keyboard.press('Enter'); await page.waitForTimeout(300); await page.keyboard.press('Enter'); await page.waitForTimeout(300);
console.log('after 3xNext', JSON.stringify(await st()), 'focus:', await f());
console.log('next attrs at last', await next.evaluate(e => ({ ad: e.getAttribute('aria-disabled'), dis: e.disabled })));
await page.keyboard.press('Enter'); await page.waitForTimeout(300);
console.log('Next at last', JSON.stringify(await st()));
await page.screenshot({ path: `/tmp/review-b/stepper-last-${w}.png`, clip: await nav.evaluate(n => { const r = n.parentElement.getBoundingClientRect(); return { x: 0, y: r.y + scrollY - 20, width: innerWidth, height: r.height + 120 }; }) , fullPage: true});
// jump back to step 1 via its button
const stepBtn = nav.locator('li button, li a').first();
if (await stepBtn.count()) { await stepBtn.focus(); console.log('step button focus', await f()); await page.keyboard.press('Enter'); await page.waitForTimeout(300); console.log('after jump', JSON.stringify(await st()), 'focus:', await f()); }
await prev.focus(); await page.keyboard.press('Enter'); await page.waitForTimeout(300);
console.log('prev at first after jump', JSON.stringify(await st()));
console.log(page._errs.filter(e=>!e.includes('preload')));
await b.close();
