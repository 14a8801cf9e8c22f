"use client";
// SVG presentation attributes cannot read CSS variables, so charts resolve the theme tokens to colours here and
// re-resolve when the system switches between light and dark.
import { useEffect, useState } from "react";

const TOKENS = ["chart-1", "chart-2", "chart-3", "chart-4", "chart-5", "chart-grid", "ink", "ink-muted", "line", "surface"] as const;
export type ThemeToken = (typeof TOKENS)[number];
export type ThemeColors = Record<ThemeToken, string>;

// Used until the browser has styles to read (and on the server, where charts do not render anyway).
const FALLBACK: ThemeColors = {
  "chart-1": "#0b5cad", "chart-2": "#c2410c", "chart-3": "#1a7f37", "chart-4": "#7c3aed", "chart-5": "#b42318",
  "chart-grid": "#d5dce3", ink: "#14202b", "ink-muted": "#4d5b68", line: "#d5dce3", surface: "#ffffff",
};

function read(): ThemeColors {
  const style = getComputedStyle(document.documentElement);
  const colors = { ...FALLBACK };
  for (const token of TOKENS) colors[token] = style.getPropertyValue(`--color-${token}`).trim() || FALLBACK[token];
  return colors;
}

export function useThemeColors(): ThemeColors {
  const [colors, setColors] = useState<ThemeColors>(FALLBACK);
  useEffect(() => {
    setColors(read());
    const media = window.matchMedia("(prefers-color-scheme: dark)");
    const update = () => setColors(read());
    media.addEventListener("change", update);
    return () => media.removeEventListener("change", update);
  }, []);
  return colors;
}
