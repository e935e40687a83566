/** Who wrote a staff note, a refund or a timeline entry, by name as the console shows it. */
export interface Actor {
  id: number;
  name: string;
}

/** The staff member making a change, and from where (for the audit log). */
export interface StaffActor extends Actor {
  email: string;
  ip: string;
}
