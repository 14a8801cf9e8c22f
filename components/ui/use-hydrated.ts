"use client";
// Whether React has taken over the server's HTML: false on the server and while hydrating, so that the two renders
// agree, then true from the render after (React renders again when the client's answer differs from the server's).
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
