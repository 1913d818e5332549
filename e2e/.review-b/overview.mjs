import { launch, newPage, BASE } from './lib.mjs';
const pages = process.argv[2] ? process.argv[2].split(',') : ['/components/modal','/components/progress-stepper','/components/scrollable-table','/components/tabs','/foundations/layout','/patterns/error-page','/patterns/member-quick-actions','/no-such-page','/','/gu','/foundation'];
const widths = [320, 375, 1440];
const b = await launch();
for (const w of widths) {
  for (const p of pages) {
    const page = await newPage(b, { width: w });
    const resp = await page.goto(BASE + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const m = await page.evaluate(() => {
      const sw = document.documentElement.scrollWidth, iw = innerWidth;
      const offenders = [];
      if (sw > iw) {
        for (const el of document.querySelectorAll('body *')) {
          const r = el.getBoundingClientRect();
          if (r.right > iw + 1 && r.width > 0) offenders.push(el.tagName + '.' + (el.className?.toString?.() || '').slice(0, 40) + ' r=' + Math.round(r.right));
          if (offenders.length > 8) break;
        }
      }
      return { sw, iw, h: document.documentElement.scrollHeight, title: document.title, offenders };
    });
    const name = `/tmp/review-b/ov-${w}-${p.replace(/\//g, '_') || 'home'}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(w, p, resp.status(), JSON.stringify(m), page._errs.length ? page._errs : '');
    await page.context().close();
  }
}
await b.close();
