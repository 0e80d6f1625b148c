// Ticket triage report: tickets of several kinds share a generic record type whose
// numeric columns are read through method expressions, then sorted and printed.
package main

import (
	"fmt"
	"sort"
	"strings"
)

// Audit is embedded in every record: the revision counter of the row.
type Audit struct {
	rev int
}

func (a Audit) Revision() int { return a.rev }

// Owner points at the team that owns a ticket's payload type.
type Owner[_ any] struct {
	team  string
	level int
}

func (o *Owner[_]) Priority() int {
	if o == nil {
		return 0
	}
	return o.level
}

// Record wraps a ticket payload with its audit data and owner.
type Record[X any] struct {
	Audit
	*Owner[*X]
	ID      string
	Payload X
}

type Bug struct {
	Component string
	Severity  int
}

type Feature struct {
	Title string
	Votes int
}

// Column reads one numeric field of a record.
type Column[X any] func(Record[X]) int

func columns[X any](fns ...func(Record[X]) int) []Column[X] {
	out := make([]Column[X], 0, len(fns))
	for _, fn := range fns {
		out = append(out, fn)
	}
	return out
}

// Table renders records of one kind with their numeric columns.
func Table[X any](title string, records []Record[X]) string {
	cols := columns(Record[X].Revision, Record[X].Priority)
	var b strings.Builder
	fmt.Fprintf(&b, "== %s (%d)\n", title, len(records))
	for _, r := range records {
		fmt.Fprintf(&b, "%-8s", r.ID)
		for _, col := range cols {
			fmt.Fprintf(&b, " %4d", col(r))
		}
		b.WriteString("\n")
	}
	return b.String()
}

func byPriority[X any](records []Record[X]) {
	sort.SliceStable(records, func(i, j int) bool {
		return records[i].Priority() > records[j].Priority()
	})
}

func countByTeam[X any](records []Record[X]) map[string]int {
	counts := make(map[string]int)
	for _, r := range records {
		if r.Owner != nil {
			counts[r.team]++
		}
	}
	return counts
}

func teamSummary(counts map[string]int) string {
	teams := make([]string, 0, len(counts))
	for t := range counts {
		teams = append(teams, t)
	}
	sort.Strings(teams)
	parts := make([]string, len(teams))
	for i, t := range teams {
		parts[i] = fmt.Sprintf("%s=%d", t, counts[t])
	}
	return strings.Join(parts, ", ")
}

func severityLabel(s int) string {
	switch {
	case s >= 3:
		return "critical"
	case s == 2:
		return "major"
	default:
		return "minor"
	}
}

func main() {
	core := &Owner[*Bug]{team: "core", level: 3}
	web := &Owner[*Bug]{team: "web", level: 1}
	bugs := []Record[Bug]{
		{Audit{4}, core, "BUG-17", Bug{"scheduler", 3}},
		{Audit{1}, web, "BUG-21", Bug{"login", 1}},
		{Audit{2}, nil, "BUG-30", Bug{"export", 2}},
	}
	features := []Record[Feature]{
		{Audit{7}, &Owner[*Feature]{team: "web", level: 2}, "FEAT-3", Feature{"dark mode", 41}},
		{Audit{1}, nil, "FEAT-9", Feature{"csv import", 12}},
	}
	byPriority(bugs)
	byPriority(features)
	fmt.Print(Table("bugs", bugs))
	fmt.Print(Table("features", features))
	for _, b := range bugs {
		fmt.Printf("%s: %s %s\n", b.ID, b.Payload.Component, severityLabel(b.Payload.Severity))
	}
	fmt.Println("owners:", teamSummary(countByTeam(bugs)))
}
