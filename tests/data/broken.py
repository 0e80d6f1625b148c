def f(:
	if x
  return [1, 2
Ã( = 3
