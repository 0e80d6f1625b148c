function area(shape) {
  return shape.size.width * shape.size.height;
}
console.log(area({ size: { width: 2, height: 3 } }));
console.log(area({ name: "empty" }));
