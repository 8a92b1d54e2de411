import { useSyncExternalStore } from 'react';
import { getRealtimeStatus, onRealtimeStatus } from './realtime';

/** Where the live connection stands; the screen renders again when it changes. */
export const useRealtimeStatus = () => useSyncExternalStore(onRealtimeStatus, getRealtimeStatus);
