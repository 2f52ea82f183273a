import { createContext, useContext, useMemo, type HTMLAttributes } from 'react';
import { Autocomplete, Button, Chip, Divider, Paper, TextField, type AutocompleteRenderInputParams, type PaperProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Dropdown list height limit (spec §2 widgets). */
export const DROPDOWN_MAX_HEIGHT = 150;

export interface SelectOption {
  value: string;
  label: string;
}

interface Action {
  label: string;
  onClick: () => void;
}

interface CommonProps {
  name: string;
  label?: string;
  options: SelectOption[];
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  errorText?: string | null;
  /** An extra item at the end of the list, e.g. "Add a new category". */
  action?: Action;
}

interface SingleProps extends CommonProps {
  multiple?: false;
  value: string | null;
  onChange: (value: string | null) => void;
}

interface MultipleProps extends CommonProps {
  multiple: true;
  value: string[];
  onChange: (value: string[]) => void;
  /** Show the chosen values as chips (default) or as a count. */
  chips?: boolean;
}

export type SearchableSelectProps = SingleProps | MultipleProps;

const ActionContext = createContext<Action | undefined>(undefined);

/** The list's paper with the optional action item below the options. */
function PaperWithAction({ children, ...rest }: PaperProps) {
  const action = useContext(ActionContext);
  return (
    <Paper {...rest}>
      {children}
      {action && (
        <>
          <Divider />
          <Button fullWidth onMouseDown={(e) => e.preventDefault()} onClick={action.onClick} sx={{ justifyContent: 'flex-start' }}>
            {action.label}
          </Button>
        </>
      )}
    </Paper>
  );
}

const listboxProps = { style: { maxHeight: DROPDOWN_MAX_HEIGHT } } as HTMLAttributes<HTMLElement>;
// Stable functions: MUI resets the typed text when these change identity.
const optionLabel = (o: SelectOption) => o.label;
const sameOption = (a: SelectOption, b: SelectOption) => a.value === b.value;

/**
 * Searchable dropdown (spec §2 widgets): type to filter; Enter (13) picks, Escape (27) closes,
 * ArrowUp/ArrowDown (38/40) move; optional chips and an optional action item; max height 150 px.
 */
export function SearchableSelect(props: SearchableSelectProps) {
  const translate = useTranslate();
  const { name, label, options, required, disabled, placeholder, errorText, action } = props;
  const byValue = useMemo(() => new Map(options.map((o) => [o.value, o])), [options]);
  const input = (params: AutocompleteRenderInputParams) => (
    <TextField
      {...params}
      id={name}
      name={name}
      label={label}
      required={required}
      placeholder={placeholder}
      error={Boolean(errorText)}
      helperText={errorText || undefined}
      margin="dense"
    />
  );
  const common = {
    options,
    disabled,
    autoHighlight: true,
    getOptionLabel: optionLabel,
    isOptionEqualToValue: sameOption,
    noOptionsText: translate('common.noOptions'),
    openText: translate('common.open'),
    closeText: translate('common.close'),
    clearText: translate('common.clear'),
    slots: { paper: PaperWithAction },
    slotProps: { listbox: listboxProps },
    renderInput: input,
  };

  if (props.multiple) {
    const chips = props.chips ?? true;
    const selected = props.value.map((v) => byValue.get(v)).filter((o): o is SelectOption => Boolean(o));
    return (
      <ActionContext.Provider value={action}>
        <Autocomplete<SelectOption, true>
          {...common}
          multiple
          disableCloseOnSelect
          value={selected}
          onChange={(_e, next) => props.onChange(next.map((o) => o.value))}
          renderValue={(values, getItemProps) =>
            chips
              ? values.map((option, index) => {
                  const { key, ...itemProps } = getItemProps({ index });
                  return <Chip key={key} size="small" label={option.label} {...itemProps} />;
                })
              : values.length > 0 && <span>{translate('common.selectedCount', { smart_count: values.length, count: values.length })}</span>
          }
        />
      </ActionContext.Provider>
    );
  }
  const single = props.value === null ? null : (byValue.get(props.value) ?? null);
  return (
    <ActionContext.Provider value={action}>
      <Autocomplete<SelectOption, false>
        {...common}
        value={single}
        onChange={(_e, next) => props.onChange(next ? next.value : null)}
      />
    </ActionContext.Provider>
  );
}
