import { Input } from 'antd-mobile';

/** A USD amount: digits and at most two decimals, as the API accepts it. */
export function AmountInput(props: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  name?: string;
}) {
  return (
    <div className="amount-input">
      <span className="amount-currency">$</span>
      <Input
        value={props.value}
        name={props.name}
        inputMode="decimal"
        placeholder={props.placeholder}
        clearable
        onChange={(v) => {
          const cleaned = v.replace(/[^\d.]/g, '');
          if (/^\d{0,13}(\.\d{0,2})?$/.test(cleaned)) props.onChange(cleaned);
        }}
      />
    </div>
  );
}
