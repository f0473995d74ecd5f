import { columnVisibilityFeature, rowSortingFeature, tableFeatures, type ColumnDef, type RowData } from "@tanstack/react-table";

/** The one feature set of every CRM list: server-side sorting (URL) and column visibility (URL). */
export const crmTableFeatures = tableFeatures({ columnVisibilityFeature, rowSortingFeature });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of one table hold values of different types
export type CrmColumnDef<T extends RowData> = ColumnDef<typeof crmTableFeatures, T, any>;
