import type { Node } from './expr.js';

/** Variable names of the generated code: readable for leaves, numbered for the rest. */
export class Names {
  private readonly map = new Map<number, string>();
  private count = 0;

  value(n: Node): string {
    let name = this.map.get(n.id);
    if (name) return name;
    if (n.kind === 'input') name = n.name;
    else if (n.kind === 'diff') name = `${n.a.name}_${n.b.name}`;
    else name = `${n.kind === 'mul' ? 'p' : 's'}${++this.count}`;
    this.map.set(n.id, name);
    return name;
  }

  /** The Two-Diff tail of a difference leaf. */
  tail(n: Node): string {
    return `${this.value(n)}t`;
  }

  /** The filter's magnitude of a node. */
  magnitude(n: Node): string {
    return `m_${this.value(n)}`;
  }

  /** The forward-mode tangent of a node (stage C). */
  tangent(n: Node): string {
    return `dt_${this.value(n)}`;
  }
}
