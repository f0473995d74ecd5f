import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";

export type StaffUser = { id: number; username: string; role: string };

/** Admins pick a record's owner among active users ("" = the default owner). */
export function OwnerSelect({ users, defaultLabel, ...props }: React.ComponentProps<"select"> & { users: StaffUser[]; defaultLabel: string }) {
  return (
    <NativeSelect {...props}>
      <NativeSelectOption value="">{defaultLabel}</NativeSelectOption>
      {users.map((u) => (
        <NativeSelectOption key={u.id} value={u.id}>
          {u.username} {u.role === "admin" ? "(admin)" : ""}
        </NativeSelectOption>
      ))}
    </NativeSelect>
  );
}
