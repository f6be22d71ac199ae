/**
 * Undo and redo of immutable editor states. `record` is called with the state before a change;
 * changes of one kind in a quick run (arrow-key nudges, typing in a field) are one step.
 */
export class UndoHistory<T> {
  private past: Array<{ state: T; key?: string; at: number }> = [];
  private future: T[] = [];
  private runOpen = false;

  constructor(private readonly options: { limit?: number; coalesceMs?: number } = {}) {}

  record(before: T, options: { key?: string; at?: number } = {}): void {
    const at = options.at ?? Date.now();
    const last = this.past.at(-1);
    this.future = [];
    if (
      this.runOpen &&
      options.key !== undefined &&
      last?.key === options.key &&
      at - last.at <= (this.options.coalesceMs ?? 1000)
    ) {
      last.at = at;
      return;
    }
    this.past.push({
      state: before,
      ...(options.key === undefined ? {} : { key: options.key }),
      at,
    });
    this.runOpen = true;
    const limit = this.options.limit ?? 100;
    if (this.past.length > limit) this.past.splice(0, this.past.length - limit);
  }

  undo(current: T): T | undefined {
    const entry = this.past.pop();
    if (!entry) return undefined;
    this.future.push(current);
    this.runOpen = false;
    return entry.state;
  }

  redo(current: T): T | undefined {
    const next = this.future.pop();
    if (next === undefined) return undefined;
    this.past.push({ state: current, at: 0 });
    this.runOpen = false;
    return next;
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  clear(): void {
    this.past = [];
    this.future = [];
    this.runOpen = false;
  }
}
