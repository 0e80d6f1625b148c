package main

import (
	"fmt"
	"sort"
)

type Sample struct {
	Name  string
	Value float64
}

func mean(xs []Sample) float64 {
	if len(xs) == 0 {
		return 0
	}
	total := 0.0
	for _, x := range xs {
		total += x.Value
	}
	return total / float64(len(xs))
}

func main() {
	samples := []Sample{{"a", 1}, {"b", 4}, {"c", 2}}
	sort.Slice(samples, func(i, j int) bool { return samples[i].Value < samples[j].Value })
	lo, hi := samples[0], samples[len(samples)-1]
	switch {
	case hi.Value > 3:
		fmt.Println("high", hi.Name)
	default:
		fmt.Println("low", lo.Name)
	}
	fmt.Println(mean(samples) + MARKER)
}
