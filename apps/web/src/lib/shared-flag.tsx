import { createContext, useContext, useState, useSyncExternalStore } from 'react';

type Flag = {
  read: () => boolean;
  set: (value: boolean) => void;
  subscribe: (listener: () => void) => () => void;
};

function createFlag(): Flag {
  let value = false;
  const listeners = new Set<() => void>();
  return {
    read: () => value,
    set(next) {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

const SharedFlags = createContext<Map<string, Flag> | null>(null);
/** For a tree rendered without the provider (a component on its own in a test). */
const unprovided = new Map<string, Flag>();

/** Holds the app's shared flags (see `useSharedFlag`), one set per app. */
export function SharedFlagsProvider({ children }: { children: React.ReactNode }) {
  const [flags] = useState(() => new Map<string, Flag>());
  return <SharedFlags.Provider value={flags}>{children}</SharedFlags.Provider>;
}

/**
 * An on/off state that outlives the component showing it, by `key`, for the shell's header:
 * while sign-in hands over to the app, a second shell is on screen for a moment (`SignedOutOnly`),
 * and a tap on its burger or search must still show in the shell that replaces it (on a slow
 * phone the moment is long enough to tap in). `[value, set]`, as `useState`.
 */
export function useSharedFlag(key: string) {
  const flags = useContext(SharedFlags) ?? unprovided;
  let flag = flags.get(key);
  if (!flag) flags.set(key, (flag = createFlag()));
  const value = useSyncExternalStore(flag.subscribe, flag.read, flag.read);
  return [value, flag.set] as const;
}
