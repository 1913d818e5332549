import { launch, BASE } from './common.mjs';
const [,, path, w, expr] = process.argv;
const b = await launch();
const ctx = await b.newContext({ viewport: { width: +w, height: 900 } });
const page = await ctx.newPage();
page.on('console', m => console.log('console.'+m.type(), m.text()));
await page.goto(BASE + path, { waitUntil: 'networkidle' });
console.log(JSON.stringify(await page.evaluate(expr), null, 1));
await b.close();
