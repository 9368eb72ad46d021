import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * The stand-in providers' storage (interactions, sessions, codes): one map per provider, entries
 * dropped when they expire. A restart forgets a sign-in in progress, which is what a development
 * provider may do; given as the provider's adapter, it also keeps oidc-provider from warning about its
 * own quick-start store on every start.
 */
export function memoryAdapterFactory(): (name: string) => Adapter {
  const entries = new Map<string, Entry>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };
  const find = (predicate: (payload: AdapterPayload) => boolean) => {
    for (const key of entries.keys()) {
      const payload = live(key);
      if (payload && predicate(payload)) return payload;
    }
    return undefined;
  };
  return (name) => {
    const keyOf = (id: string) => `${name}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        const seconds = expiresIn ?? 3600;
        entries.set(keyOf(id), { payload, expiresAt: Date.now() + seconds * 1000 });
      },
      async find(id) {
        return live(keyOf(id));
      },
      async findByUserCode(userCode) {
        return find((payload) => payload.userCode === userCode);
      },
      async findByUid(uid) {
        return find((payload) => payload.uid === uid);
      },
      async consume(id) {
        const payload = live(keyOf(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        for (const [key, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(key);
      },
    };
  };
}
