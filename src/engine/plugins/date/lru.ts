/** A small least-recently-used cache: a Map keeps insertion order, so the first key is the oldest. */
export class LruCache<K, V> {
  private readonly _map = new Map<K, V>();
  /** The key used last: it is already the newest, so a hit on it need not be moved. */
  private _newest: K | undefined = undefined;

  constructor(private readonly _capacity: number) {}

  get(key: K): V | undefined {
    const v = this._map.get(key);
    if (v !== undefined && key !== this._newest) {
      this._map.delete(key);
      this._map.set(key, v);
      this._newest = key;
    }
    return v;
  }

  set(key: K, value: V): void {
    this._map.delete(key);
    this._map.set(key, value);
    this._newest = key;
    if (this._map.size > this._capacity) {
      const oldest = this._map.keys().next();
      if (oldest.done !== true) this._map.delete(oldest.value);
    }
  }

  get size(): number {
    return this._map.size;
  }
}
