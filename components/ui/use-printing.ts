"use client";
// Whether the page is being printed (the print dialog's preview, or print media emulated): a windowed table then
// draws every row, since paper has no scrolling to bring the rest into view.
import { useSyncExternalStore } from "react";

let printing = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener("beforeprint", onBeforePrint);
    window.addEventListener("afterprint", onAfterPrint);
    window.matchMedia("print").addEventListener("change", notify);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener("beforeprint", onBeforePrint);
    window.removeEventListener("afterprint", onAfterPrint);
    window.matchMedia("print").removeEventListener("change", notify);
  };
}

function onBeforePrint() {
  printing = true;
  notify();
}

function onAfterPrint() {
  printing = false;
  notify();
}

const snapshot = () => printing || window.matchMedia("print").matches;

export function usePrinting(): boolean {
  // The server's HTML is for the screen.
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
