/** An on/off switch: a checkbox with the switch role, so it reads "on"/"off" and keeps native keyboard use. */
export const Switch = ({
  checked,
  onChange,
  label,
  disabled = false,
  describedBy,
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
  label: string;
  disabled?: boolean;
  describedBy?: string;
}) => (
  <input
    type="checkbox"
    role="switch"
    className="cfg-switch"
    checked={checked}
    aria-checked={checked}
    aria-label={label}
    aria-describedby={describedBy}
    disabled={disabled}
    onChange={(e) => onChange(e.target.checked)}
  />
);
