import React from "react";

type Props = { title: string; items: string[] };

export function List({ title, items }: Props) {
  const count: number = items.length;
  return (
    <div className="list">
      <h1>{title}</h1>
      {count > 0 ? (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <p>empty</p>
      )}
      <span>{MARKER}</span>
    </div>
  );
}
