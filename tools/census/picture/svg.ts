/*
 * A few string helpers for writing SVG by hand: the census picture is
 * plain text with no dependency.
 */

/** Text escaped for XML content and attribute values. */
export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A pixel coordinate with two decimals at most: `12.5`, `-3`. */
export function px(v: number): string {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}

/** Attribute values: numbers are rounded like `px`, undefined is left out. */
export type Attrs = Record<string, string | number | undefined>;

function attrText(attrs: Attrs): string {
  let out = '';
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === 'number' ? px(v) : esc(v)}"`;
  }
  return out;
}

/**
 * An element: `<name attrs/>` or `<name attrs>children</name>`. Children are
 * already SVG text.
 *
 * ```ts
 * el('rect', { x: 1, y: 2, width: 3, height: 4, fill: 'none' }); // '<rect x="1" y="2" width="3" height="4" fill="none"/>'
 * ```
 */
export function el(name: string, attrs: Attrs, ...children: string[]): string {
  const body = children.join('');
  return body === '' ? `<${name}${attrText(attrs)}/>` : `<${name}${attrText(attrs)}>${body}</${name}>`;
}

/** A text element with escaped content. */
export function text(x: number, y: number, content: string, attrs: Attrs = {}): string {
  return el('text', { x, y, ...attrs }, esc(content));
}

/** A number in short scientific form for labels: `3.1e+14`, `0.25`, `1200`. */
export function shortNumber(v: number): string {
  if (v === 0) return '0';
  const a = Math.abs(v);
  if (a >= 1e-3 && a < 1e5) return String(Number(v.toPrecision(3)));
  return v.toExponential(1);
}

/**
 * Text cut into lines of at most `width` characters at spaces (a longer
 * word gets a line of its own), for SVG, which does not wrap.
 *
 * ```ts
 * wrapText('the quick brown fox', 9); // ['the quick', 'brown fox']
 * ```
 */
export function wrapText(s: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of s.split(/\s+/)) {
    if (word === '') continue;
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}
