import { launch, newPage, BASE } from './lib.mjs';
const pages = process.argv[2].split(','); const widths = (process.argv[3]??'320,375,1440').split(',').map(Number);
const b = await launch();
for (const w of widths) for (const p of pages) {
  const page = await newPage(b, { width: w });
  await page.goto(BASE + p, { waitUntil: 'networkidle' }); await page.waitForTimeout(300);
  const r = await page.evaluate(() => [...document.querySelectorAll('body *')].filter(e => [...e.childNodes].some(n => n.nodeType === 3 && /Scroll sideways/i.test(n.textContent)) && e.getBoundingClientRect().height > 0).map(e => {
    // find nearest following scroll container
    let anc = e; let sc = null;
    while (anc && !sc) { anc = anc.parentElement; sc = [...anc.querySelectorAll('*')].find(x => /(auto|scroll)/.test(getComputedStyle(x).overflowX)); }
    return { y: Math.round(e.getBoundingClientRect().y + scrollY), hint: e.textContent.trim(), anc: anc.tagName + '.' + anc.className, sc: sc && { cls: sc.className, cw: sc.clientWidth, sw: sc.scrollWidth, ovx: getComputedStyle(sc).overflowX, tab: sc.getAttribute('tabindex'), cap: sc.querySelector('caption')?.textContent } };
  }));
  console.log(`${p} @${w}`); r.forEach(x => console.log('  ', JSON.stringify(x)));
  await page.context().close();
}
await b.close();
