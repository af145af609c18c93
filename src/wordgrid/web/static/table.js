// The ARIA grid both players draw: a table of rows and gridcells, sized by its columns.
export function ariaGrid(height, width, className, label, fillCell) {
  const table = document.createElement("table");
  table.className = className;
  table.setAttribute("role", "grid");
  table.setAttribute("aria-label", `${label}, ${height} rows by ${width} columns`);
  table.style.setProperty("--cols", width);
  for (let r = 0; r < height; r++) {
    const tr = document.createElement("tr");
    tr.setAttribute("role", "row");
    for (let c = 0; c < width; c++) {
      const td = document.createElement("td");
      td.setAttribute("role", "gridcell");
      fillCell(td, r, c);
      tr.append(td);
    }
    table.append(tr);
  }
  return table;
}
