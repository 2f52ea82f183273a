// Replaced by the appointment panel branch on merge (same export).
export function AppointmentPanel(_props: { centreId: string; appointmentId: string; onClose: () => void }) {
  return null;
}
