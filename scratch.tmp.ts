import { cohenSutherlandClipFloat } from './src/float/index.js';
import { cohenSutherlandSeparated } from './property/support/separation.js';
const s = [[-480177343691032,1],[1125899906838474,-2]];
const box = {min:[0,0],max:[562949953419236,0]};
console.log(JSON.stringify(cohenSutherlandClipFloat(s as any, box)), JSON.stringify(cohenSutherlandSeparated(s, box)));
const s2 = [[18,4],[-5,-2]]; const b2 = {min:[0,0],max:[8,1]};
console.log(JSON.stringify(cohenSutherlandClipFloat(s2 as any, b2)), JSON.stringify(cohenSutherlandSeparated(s2, b2)));
