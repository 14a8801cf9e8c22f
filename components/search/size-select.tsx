// The "Results per page" control; keeps an unusual size from a hand-edited link visible so the BFF can judge it.
import { controlClassName, FormField } from "@/components/ui/form-field";

const SIZES = ["10", "25", "50", "100"];

export function SizeSelect({ id, value, error }: { id: string; value: string; error?: string | null }) {
  const options = SIZES.includes(value) || !value ? SIZES : [value, ...SIZES];
  return (
    <FormField id={id} label="Results per page" error={error}>
      {(control) => (
        <select {...control} name="size" defaultValue={value || "25"} className={controlClassName}>
          {options.map((size) => <option key={size} value={size}>{size}</option>)}
        </select>
      )}
    </FormField>
  );
}
