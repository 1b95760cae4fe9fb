/** One option of a skill list: highlighted while active (pointer or arrow keys), chosen on click. */
export function SkillOption({ id, active, onActivate, onChoose, children }: { id: string; active: boolean; onActivate: () => void; onChoose: () => void; children: React.ReactNode }) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      data-active={active || undefined}
      className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm hover:bg-accent hover:text-accent-foreground data-[active]:bg-accent data-[active]:text-accent-foreground"
      onPointerMove={onActivate}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
    >
      {children}
    </li>
  );
}
