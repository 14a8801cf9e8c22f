import type { ButtonHTMLAttributes } from "react";
import { cx } from "./cx";

type Variant = "primary" | "secondary" | "ghost";
/** `control` matches the height of the form controls (form-field's controlClassName) so a submit lines up beside them. */
type Size = "sm" | "md" | "control";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-brand text-brand-ink hover:opacity-90",
  secondary: "border border-line bg-surface text-ink hover:bg-surface-raised",
  ghost: "text-brand hover:bg-brand-soft",
};

const SIZES: Record<Size, string> = {
  sm: "min-h-8 px-3 text-xs",
  md: "min-h-9 px-3 py-1.5 text-sm",
  control: "min-h-10 px-4 text-sm",
};

/** The button look, for elements that must stay links or plain buttons (e.g. a form's submit or a download link). */
export function buttonClassName(variant: Variant = "secondary", size: Size = "md", className?: string): string {
  return cx(
    "inline-flex items-center justify-center gap-1 rounded-md font-medium",
    "disabled:cursor-not-allowed disabled:opacity-50",
    SIZES[size],
    VARIANTS[variant],
    className,
  );
}

export function Button({
  variant = "secondary",
  size = "md",
  className,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size }) {
  return (
    <button
      type={type}
      className={buttonClassName(variant, size, className)}
      {...props}
    />
  );
}
