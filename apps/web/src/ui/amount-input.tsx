import { Input } from 'antd-mobile';
import { usdText } from './amount-text';
import './amount-input.css';

/** A USD amount's field, with the dollar sign before it. */
export function AmountInput(props: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  name?: string;
  /** The field's name for assistive technology, where no label element names it. */
  label?: string;
}) {
  return (
    <div className="amount-input">
      <span className="amount-currency">$</span>
      <Input
        value={props.value}
        name={props.name}
        aria-label={props.label}
        inputMode="decimal"
        placeholder={props.placeholder}
        clearable
        onChange={(v) => {
          const cleaned = usdText(v);
          if (cleaned !== null) props.onChange(cleaned);
        }}
      />
    </div>
  );
}
