package main

import "fmt"

type item struct {
	name  string
	count int
}

func lookup(items []item, i int) item {
	return items[i]
}

func main() {
	items := []item{{"a", 1}, {"b", 2}}
	fmt.Println(lookup(items, 5).name)
}
