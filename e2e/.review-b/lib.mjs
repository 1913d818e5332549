import { chromium } from '@playwright/test';
export const BASE = 'http://127.0.0.1:4311';
export async function launch() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
}
export async function newPage(browser, opts = {}) {
  const ctx = await browser.newContext({ viewport: { width: opts.width ?? 1440, height: opts.height ?? 900 }, deviceScaleFactor: opts.dsf ?? 1, reducedMotion: opts.reducedMotion });
  const page = await ctx.newPage();
  page._errs = [];
  page.on('console', m => { if (m.type() === 'error' || m.type()==='warning') page._errs.push(m.type()+': '+m.text()); });
  page.on('pageerror', e => page._errs.push('pageerror: ' + e.message));
  return page;
}
export async function focusInfo(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return null;
    const cs = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    return { tag: el.tagName, id: el.id, text: (el.innerText || el.getAttribute('aria-label') || el.value || '').trim().slice(0, 50), role: el.getAttribute('role'), exp: el.getAttribute('aria-expanded'), outline: cs.outlineStyle + ' ' + cs.outlineWidth + ' ' + cs.outlineColor + ' off ' + cs.outlineOffset, boxShadow: cs.boxShadow.slice(0, 80), rect: [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)] };
  });
}
