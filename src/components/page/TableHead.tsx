import type { ReactNode } from 'react'

/** A column of TableHead: its header, and its class (a figure column's right alignment, a highlighted column). */
export type TableColumn = { id: string; label: ReactNode; className?: string }

/**
 * A table's column headers (`thead`, one `th scope="col"` a column), for the data tables that draw their rows
 * themselves: the bid calculator's breakdown, the product drawings' tables, the why-AI comparison.
 */
export function TableHead({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column.id} scope="col" className={column.className}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  )
}
