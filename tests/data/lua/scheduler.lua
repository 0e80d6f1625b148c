-- A small job scheduler: jobs with priorities and weights are queued, ordered and
-- run in rounds; each round's report sums the weights of the jobs it ran.

local Queue = {}
Queue.__index = Queue

function Queue.new()
  return setmetatable({ items = {}, size = 0 }, Queue)
end

function Queue:push(item)
  self.size = self.size + 1
  self.items[self.size] = item
  table.sort(self.items, function(a, b)
    return a.priority > b.priority
  end)
end

-- The job of lowest priority number, or nil when the queue is empty.
function Queue:pop()
  if self.size == 0 then
    return nil
  end
  local top = self.items[self.size]
  self.items[self.size] = nil
  self.size = self.size - 1
  return top
end

local function parse_job(line)
  local name, priority, weight = line:match("^(%w+)%s+(%d+)%s*(%d*)$")
  if not name then
    return nil, "malformed job line: " .. line
  end
  local job = { name = name, priority = tonumber(priority) }
  if weight ~= "" then
    job.weight = tonumber(weight)
  end
  return job
end

local function load_jobs(lines)
  local jobs, errors = {}, {}
  for n, line in ipairs(lines) do
    local job, err = parse_job(line)
    if job then
      jobs[#jobs + 1] = job
    else
      errors[#errors + 1] = string.format("line %d: %s", n, err)
    end
  end
  return jobs, errors
end

local function describe(job)
  return string.format("%s (priority %d)", job.name, job.priority)
end

local Scheduler = {}
Scheduler.__index = Scheduler

function Scheduler.new(round_size)
  return setmetatable({ queue = Queue.new(), round_size = round_size, rounds = {} }, Scheduler)
end

function Scheduler:add(job)
  self.queue:push(job)
end

function Scheduler:run_round()
  local ran = {}
  for _ = 1, self.round_size do
    local job = self.queue:pop()
    if job == nil then
      break
    end
    ran[#ran + 1] = job
  end
  self.rounds[#self.rounds + 1] = ran
  return ran
end

local function total_weight(jobs)
  local total = 0
  for _, job in ipairs(jobs) do
    total = total + job.weight
  end
  return total
end

function Scheduler:report()
  local lines = {}
  for n, round in ipairs(self.rounds) do
    local names = {}
    for _, job in ipairs(round) do
      names[#names + 1] = describe(job)
    end
    lines[#lines + 1] = string.format("round %d: %s, weight %d", n,
      table.concat(names, ", "), total_weight(round))
  end
  return table.concat(lines, "\n")
end

local input = {
  "compile 2 30",
  "link 3 10",
  "fetch 1 5",
  "test 4 40",
  "package 5",
  "publish 6 2",
  "bad line here",
}

local jobs, errors = load_jobs(input)
for _, err in ipairs(errors) do
  io.stderr:write("warning: ", err, "\n")
end

local scheduler = Scheduler.new(3)
for _, job in ipairs(jobs) do
  scheduler:add(job)
end
local rounds = math.ceil(#jobs / scheduler.round_size)
for _ = 1, rounds do
  scheduler:run_round()
end
print(scheduler:report())
