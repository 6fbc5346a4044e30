import { readFileSync, writeFileSync } from "node:fs";
import { PNG } from "pngjs";
const [src, out, y0, h] = process.argv.slice(2);
const a = PNG.sync.read(readFileSync(src!));
const H = Math.min(Number(h), a.height - Number(y0));
const c = new PNG({ width: a.width, height: H });
a.data.copy(c.data, 0, Number(y0) * a.width * 4, (Number(y0) + H) * a.width * 4);
writeFileSync(out!, PNG.sync.write(c));
