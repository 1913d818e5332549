import sharp from 'sharp';
const [,, file, h = '1600'] = process.argv;
const img = sharp(file); const m = await img.metadata();
let i = 0;
for (let y = 0; y < m.height; y += +h) {
  const out = file.replace(/\.png$/, `-c${i++}.png`);
  await sharp(file).extract({ left: 0, top: y, width: m.width, height: Math.min(+h, m.height - y) }).toFile(out);
  console.log(out);
}
