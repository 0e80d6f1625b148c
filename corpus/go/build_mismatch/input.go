// Command quota computes per-tenant storage usage from an inventory listing and
// prints the tenants that are over their quota, largest overrun first.
package main

import (
	"bufio"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
)

type Tenant struct {
	ID        string
	Plan      string
	QuotaGiB  float64
	UsedBytes int64
	Objects   int
	Buckets   map[string]int64
}

type Object struct {
	Tenant string
	Bucket string
	Key    string
	Size   int64
	Class  string
}

var planQuotas = map[string]float64{
	"starter":  50,
	"business": 500,
	"scale":    5000,
}

var classWeights = map[string]float64{
	"STANDARD":   1.0,
	"INFREQUENT": 0.5,
	"ARCHIVE":    0.1,
}

const gib = 1 << 30

// parseObject reads one inventory line: tenant, bucket, key, size, storage class,
// separated by tabs.
func parseObject(line string) (Object, error) {
	parts := strings.Split(line, "\t")
	if len(parts) != 5 {
		return Object{}, fmt.Errorf("want 5 fields, got %d", len(parts))
	}
	size, err := strconv.ParseInt(parts[3], 10, 64)
	if err != nil {
		return Object{}, fmt.Errorf("size %q: %w", parts[3], err)
	}
	if size < 0 {
		return Object{}, fmt.Errorf("negative size %d", size)
	}
	class := strings.ToUpper(parts[4])
	if _, ok := classWeights[class]; !ok {
		return Object{}, fmt.Errorf("unknown storage class %q", parts[4])
	}
	return Object{Tenant: parts[0], Bucket: parts[1], Key: parts[2], Size: size, Class: class}, nil
}

type Ledger struct {
	tenants map[string]*Tenant
	skipped int
}

func NewLedger(plans map[string]string) *Ledger {
	l := &Ledger{tenants: make(map[string]*Tenant)}
	for id, plan := range plans {
		quota, ok := planQuotas[plan]
		if !ok {
			quota = planQuotas["starter"]
		}
		l.tenants[id] = &Tenant{ID: id, Plan: plan, QuotaGiB: quota, Buckets: map[string]int64{}}
	}
	return l
}

// weightedSize is the billable size of an object: cold classes count for less.
func weightedSize(o Object) int64 {
	return int64(float64(o.Size) * classWeights[o.Class])
}

func (l *Ledger) Add(o Object) {
	t, ok := l.tenants[o.Tenant]
	if !ok {
		l.skipped++
		return
	}
	size := weightedSize(o)
	t.UsedBytes += size
	t.Objects++
	t.Buckets[o.Bucket] += size
}

type Overrun struct {
	Tenant    *Tenant
	UsedGiB   float64
	OverGiB   float64
	TopBucket string
}

func topBucket(buckets map[string]int64) string {
	best, bestSize := "", int64(-1)
	for name, size := range buckets {
		if size > bestSize || (size == bestSize && name < best) {
			best, bestSize = name, size
		}
	}
	return best
}

func (l *Ledger) Overruns(tolerance float64) []Overrun {
	var result []Overrun
	for _, t := range l.tenants {
		used := float64(t.UsedBytes) / gib
		limit := t.QuotaGiB * (1 + tolerance)
		if used <= limit {
			continue
		}
		result = append(result, Overrun{
			Tenant:    t,
			UsedGiB:   used,
			OverGiB:   used - t.QuotaGiB,
			TopBucket: topBucket(t.Buckets),
		})
	}
	sort.Slice(result, func(i, j int) bool {
		if result[i].OverGiB != result[j].OverGiB {
			return result[i].OverGiB > result[j].OverGiB
		}
		return result[i].Tenant.ID < result[j].Tenant.ID
	})
	return result
}

func loadPlans(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	plans := map[string]string{}
	scanner := bufio.NewScanner(f)
	for scanner.Scan() {
		line := strings.TrimSpace(scanner.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		id, plan, ok := strings.Cut(line, "=")
		if !ok {
			return nil, fmt.Errorf("%s: bad line %q", path, line)
		}
		plans[strings.TrimSpace(id)] = strings.TrimSpace(plan)
	}
	return plans, scanner.Err()
}

func formatGiB(value float64) string {
	return strconv.FormatFloat(value, 'f', 1, 64) + " GiB"
}

func report(overruns []Overrun, skipped int) {
	fmt.Printf("%-12s %-9s %12s %12s %12s  %s\n", "tenant", "plan", "quota", "used", "over", "top bucket")
	for _, o := range overruns {
		fmt.Printf("%-12s %-9s %12s %12s %12s  %s\n",
			o.Tenant.ID, o.Tenant.Plan, formatGiB(o.Tenant.QuotaGiB),
			formatGiB(o.UsedGiB), formatGiB(o.OverGiB), o.TopBucket)
	}
	if skipped > 0 {
		fmt.Printf("%d objects of unknown tenants skipped\n", skipped)
	}
}

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: quota PLANS INVENTORY")
		os.Exit(2)
	}
	plans, err := loadPlans(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	ledger := NewLedger(plans)
	f, err := os.Open(os.Args[2])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer f.Close()
	scanner := bufio.NewScanner(f)
	lineNo := 0
	for scanner.Scan() {
		lineNo++
		o, err := parseObject(scanner.Text())
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s:%d: %v\n", os.Args[2], lineNo, err)
			continue
		}
		ledger.Add(o)
	}
	tolerance := os.Getenv("QUOTA_TOLERANCE")
	report(ledger.Overruns(tolerance), ledger.skipped)
}
