//! Dense row-major matrices for a small linear-model report: a design matrix times a
//! weight vector, with a summary of the fitted values.

use std::fmt;

#[derive(Clone, Debug, PartialEq)]
pub struct Matrix {
    rows: usize,
    cols: usize,
    data: Vec<f64>,
}

impl Matrix {
    pub fn zeros(rows: usize, cols: usize) -> Matrix {
        Matrix { rows, cols, data: vec![0.0; rows * cols] }
    }

    pub fn from_rows(rows: &[Vec<f64>]) -> Matrix {
        let cols = if rows.is_empty() { 0 } else { rows[0].len() };
        let mut data = Vec::with_capacity(rows.len() * cols);
        for row in rows {
            data.extend_from_slice(row);
        }
        Matrix { rows: rows.len(), cols, data }
    }

    pub fn identity(n: usize) -> Matrix {
        let mut m = Matrix::zeros(n, n);
        for i in 0..n {
            m.set(i, i, 1.0);
        }
        m
    }

    pub fn get(&self, row: usize, col: usize) -> f64 {
        self.data[row * self.cols + col]
    }

    pub fn set(&mut self, row: usize, col: usize, value: f64) {
        let cols = self.cols;
        self.data[row * cols + col] = value;
    }

    pub fn transpose(&self) -> Matrix {
        let mut t = Matrix::zeros(self.cols, self.rows);
        for r in 0..self.rows {
            for c in 0..self.cols {
                t.data[c * self.rows + r] = self.data[r * self.cols + c];
            }
        }
        t
    }

    /// The product self × other; the inner dimensions are assumed to agree.
    pub fn mul(&self, other: &Matrix) -> Matrix {
        let mut out = Matrix::zeros(self.rows, other.cols);
        for i in 0..self.rows {
            for j in 0..other.cols {
                let mut sum = 0.0;
                for k in 0..self.cols {
                    sum += self.get(i, k) * other.get(k, j);
                }
                out.set(i, j, sum);
            }
        }
        out
    }

    pub fn trace(&self) -> f64 {
        let n = self.rows.min(self.cols);
        (0..n).map(|i| self.data[i * self.cols + i]).sum()
    }

    pub fn column(&self, col: usize) -> Vec<f64> {
        (0..self.rows).map(|r| self.get(r, col)).collect()
    }
}

impl fmt::Display for Matrix {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        for r in 0..self.rows {
            let row: Vec<String> =
                (0..self.cols).map(|c| format!("{:8.3}", self.data[r * self.cols + c])).collect();
            writeln!(f, "[{}]", row.join(" "))?;
        }
        Ok(())
    }
}

pub struct Summary {
    pub mean: f64,
    pub min: f64,
    pub max: f64,
}

pub fn summarize(values: &[f64]) -> Summary {
    let mut min = values[0];
    let mut max = values[0];
    let mut total = 0.0;
    for &v in values {
        min = min.min(v);
        max = max.max(v);
        total += v;
    }
    Summary { mean: total / values.len() as f64, min, max }
}

fn feature_names() -> Vec<&'static str> {
    vec!["intercept", "area", "rooms"]
}

fn main() {
    let names = feature_names();
    let design = Matrix::from_rows(&[
        vec![1.0, 54.0, 2.0],
        vec![1.0, 71.5, 3.0],
        vec![1.0, 38.0, 1.0],
        vec![1.0, 96.0, 4.0],
    ]);
    let gram = design.transpose().mul(&design);
    println!("gram trace {:.1}", gram.trace());
    let check = Matrix::identity(3).mul(&gram);
    assert_eq!(check, gram);
    for (i, name) in names.iter().enumerate() {
        println!("{:>10}: {:?}", name, design.column(i));
    }
    println!("{}", names[2]);
    // The weights come from a model fitted without the intercept column.
    let weights = Matrix::from_rows(&[vec![45.0], vec![350.0]]);
    let fitted = design.mul(&weights);
    let stats = summarize(&fitted.column(0));
    println!("fitted: mean {:.2}, min {:.2}, max {:.2}", stats.mean, stats.min, stats.max);
    print!("{}", fitted);
}
