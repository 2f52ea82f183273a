/** The red asterisk of required fields (spec §5), for labels that are not MUI form labels. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" style={{ color: '#d32f2f', marginLeft: 2 }}>
      *
    </span>
  );
}
