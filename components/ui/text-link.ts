// The look of a link set in running text or a table cell; the focus ring comes from globals.css like every control's.
export const textLinkClassName = "rounded-sm text-brand underline-offset-2 hover:underline";
