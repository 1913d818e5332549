import { launch, newPage, BASE } from './lib.mjs';
const pages = process.argv[2].split(','); const widths = (process.argv[3]??'320,375,1440').split(',').map(Number);
const b = await launch();
for (const w of widths) for (const p of pages) {
  const page = await newPage(b, { width: w });
  await page.goto(BASE + p, { waitUntil: 'networkidle' }); await page.waitForTimeout(300);
  const r = await page.evaluate(() => [...document.querySelectorAll('table')].map(t => {
    let sc = t.parentElement; while (sc && sc !== document.body && !/(auto|scroll)/.test(getComputedStyle(sc).overflowX)) sc = sc.parentElement;
    const wrap = sc && sc !== document.body ? sc : null;
    const hint = [...(t.closest('figure,section,div')?.parentElement?.querySelectorAll('*') ?? [])].find(e => /scroll sideways/i.test(e.textContent) && e.children.length === 0);
    const cap = t.caption?.innerText || wrap?.getAttribute('aria-label') || '';
    const hints = wrap ? [...wrap.parentElement.querySelectorAll('*')].filter(e=>/scroll sideways/i.test(e.textContent) && e.children.length<=1 && e.getBoundingClientRect().height>0).map(e=>e.textContent.trim()) : [];
    return { cap: cap.slice(0,40), tableW: Math.round(t.getBoundingClientRect().width), wrapCW: wrap?.clientWidth, wrapSW: wrap?.scrollWidth, tabindex: wrap?.getAttribute('tabindex'), role: wrap?.getAttribute('role'), label: wrap?.getAttribute('aria-label') || wrap?.getAttribute('aria-labelledby'), hints };
  }));
  console.log(`${p} @${w}`); r.forEach(x => console.log('  ', JSON.stringify(x)));
  await page.context().close();
}
await b.close();
