// Command shipper batches log lines read from standard input and posts them to a
// collector endpoint as newline-delimited JSON, retrying failed batches.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"strings"
	"time"
)

type Entry struct {
	Time    time.Time         `json:"time"`
	Level   string            `json:"level"`
	Message string            `json:"message"`
	Fields  map[string]string `json:"fields,omitempty"`
	Host    string            `json:"host"`
}

type Batch struct {
	entries []Entry
	bytes   int
	opened  time.Time
}

type Config struct {
	Endpoint     string
	MaxEntries   int
	MaxBytes     int
	MaxAge       time.Duration
	Retries      int
	RetryBackoff time.Duration
	Host         string
}

type Shipper struct {
	cfg     Config
	client  *http.Client
	batch   Batch
	shipped int
	dropped int
	out     *log.Logger
}

var errPermanent = errors.New("permanent failure")

func parseLevel(line string) (string, string) {
	for _, level := range []string{"DEBUG", "INFO", "WARN", "ERROR", "FATAL"} {
		prefix := level + " "
		if strings.HasPrefix(line, prefix) {
			return level, strings.TrimPrefix(line, prefix)
		}
		bracketed := "[" + level + "] "
		if strings.HasPrefix(line, bracketed) {
			return level, strings.TrimPrefix(line, bracketed)
		}
	}
	return "INFO", line
}

// parseFields splits trailing key=value pairs off a message.
func parseFields(message string) (string, map[string]string) {
	words := strings.Fields(message)
	fields := map[string]string{}
	cut := len(words)
	for cut > 0 {
		key, value, ok := strings.Cut(words[cut-1], "=")
		if !ok || key == "" {
			break
		}
		fields[key] = value
		cut--
	}
	if len(fields) == 0 {
		return message, nil
	}
	return strings.Join(words[:cut], " "), fields
}

func NewShipper(cfg Config, out *log.Logger) *Shipper {
	return &Shipper{
		cfg:    cfg,
		client: &http.Client{Timeout: 10 * time.Second},
		out:    out,
	}
}

func (s *Shipper) Add(line string, now time.Time) error {
	level, rest := parseLevel(strings.TrimSpace(line))
	message, fields := parseFields(rest)
	entry := Entry{Time: now.UTC(), Level: level, Message: message, Fields: fields, Host: s.cfg.Host}
	size := len(message) + 64
	for k, v := range fields {
		size += len(k) + len(v) + 6
	}
	if len(s.batch.entries) == 0 {
		s.batch.opened = now
	}
	s.batch.entries = append(s.batch.entries, entry)
	s.batch.bytes += size
	if s.full(now) {
		return s.Flush()
	}
	return nil
}

func (s *Shipper) full(now time.Time) bool {
	return len(s.batch.entries) >= s.cfg.MaxEntries ||
		s.batch.bytes >= s.cfg.MaxBytes ||
		now.Sub(s.batch.opened) >= s.cfg.MaxAge
}

func encode(entries []Entry) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	for _, entry := range entries {
		if err := enc.Encode(entry); err != nil {
			return nil, err
		}
	}
	return buf.Bytes(), nil
}

func (s *Shipper) post(body []byte) error {
	req, err := http.NewRequest(http.MethodPost, s.cfg.Endpoint, bytes.NewReader(body))
	if err != nil {
		return fmt.Errorf("%w: %v", errPermanent, err)
	}
	req.Header.Set("Content-Type", "application/x-ndjson")
	resp, err := s.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	io.Copy(io.Discard, resp.Body)
	switch {
	case resp.StatusCode >= 200 && resp.StatusCode < 300:
		return nil
	case resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode >= 500:
		return fmt.Errorf("collector returned %s", resp.Status)
	default:
		return fmt.Errorf("%w: collector returned %s", errPermanent, resp.Status)
	}
}

func (s *Shipper) Flush() error {
	if len(s.batch.entries) == 0 {
		return nil
	}
	body, err := encode(s.batch.entries)
	if err != nil {
		return err
	}
	delay := s.cfg.RetryBackoff
	for attempt := 0; ; attempt++ {
		err = s.post(body)
		if err == nil {
			break
		}
		if errors.Is(err, errPermanent) || attempt >= s.cfg.Retries {
			s.dropped += len(s.batch.entries)
			s.out.Printf("dropping %d entries after %d attempts: %v", len(s.batch.entries), attempt+1, err)
			s.batch = Batch{}
			return err
		}
		time.Sleep(delay)
		delay *= 2
	}
	s.shipped += len(s.batch.entries)
	s.out.Printf("shipped %d bytes to %s", s.cfg.Endpoint, len(body))
	s.batch = Batch{}
	return nil
}

func main() {
	endpoint := flag.String("endpoint", "http://localhost:9880/ingest", "collector URL")
	maxEntries := flag.Int("max-entries", 500, "entries per batch")
	maxBytes := flag.Int("max-bytes", 1<<20, "bytes per batch")
	maxAge := flag.Duration("max-age", 5*time.Second, "oldest entry age before a flush")
	retries := flag.Int("retries", 4, "retries per batch")
	flag.Parse()

	host, err := os.Hostname()
	if err != nil {
		host = "unknown"
	}
	cfg := Config{
		Endpoint:     *endpoint,
		MaxEntries:   *maxEntries,
		MaxBytes:     *maxBytes,
		MaxAge:       *maxAge,
		Retries:      *retries,
		RetryBackoff: 250 * time.Millisecond,
		Host:         host,
	}
	shipper := NewShipper(cfg, log.New(os.Stderr, "shipper: ", log.LstdFlags))
	scanner := bufio.NewScanner(os.Stdin)
	scanner.Buffer(make([]byte, 64*1024), 1024*1024)
	for scanner.Scan() {
		if err := shipper.Add(scanner.Text(), time.Now()); err != nil && !errors.Is(err, errPermanent) {
			log.Printf("flush failed: %v", err)
		}
	}
	if err := scanner.Err(); err != nil {
		log.Fatalf("reading input: %v", err)
	}
	if err := shipper.Flush(); err != nil {
		os.Exit(1)
	}
	fmt.Fprintf(os.Stderr, "shipped %d, dropped %d\n", shipper.shipped, shipper.dropped)
}
