// A filter whose values are a fixed list: a labelled select with "any" first. A value from a hand-edited link that
// is not in the list stays selectable, so that the BFF, not the form, says why it is wrong (and lists the values).
import { controlClassName, FormField } from "@/components/ui/form-field";

export function VocabularySelect({ id, name, label, any, values, current, error }: {
  id: string;
  name: string;
  label: string;
  /** The empty choice's words, e.g. "Any status". */
  any: string;
  values: readonly string[];
  /** The value in the URL, as typed there. */
  current: string;
  error: string | null;
}) {
  const known = values.find((value) => value.toLowerCase() === current.trim().toLowerCase());
  const choices = current && !known ? [current, ...values] : values;
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <select {...control} name={name} defaultValue={known ?? current} className={controlClassName}>
          <option value="">{any}</option>
          {choices.map((value) => <option key={value} value={value}>{value}</option>)}
        </select>
      )}
    </FormField>
  );
}
