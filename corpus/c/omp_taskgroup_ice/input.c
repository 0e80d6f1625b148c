# 0 "embed.c"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 0 "<command-line>" 2
# 1 "embed.c"





# 1 "/usr/include/stdio.h" 1 3 4
# 27 "/usr/include/stdio.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/libc-header-start.h" 1 3 4
# 33 "/usr/include/x86_64-linux-gnu/bits/libc-header-start.h" 3 4
# 1 "/usr/include/features.h" 1 3 4
# 392 "/usr/include/features.h" 3 4
# 1 "/usr/include/features-time64.h" 1 3 4
# 20 "/usr/include/features-time64.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/wordsize.h" 1 3 4
# 21 "/usr/include/features-time64.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/timesize.h" 1 3 4
# 19 "/usr/include/x86_64-linux-gnu/bits/timesize.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/wordsize.h" 1 3 4
# 20 "/usr/include/x86_64-linux-gnu/bits/timesize.h" 2 3 4
# 22 "/usr/include/features-time64.h" 2 3 4
# 393 "/usr/include/features.h" 2 3 4
# 489 "/usr/include/features.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/sys/cdefs.h" 1 3 4
# 561 "/usr/include/x86_64-linux-gnu/sys/cdefs.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/wordsize.h" 1 3 4
# 562 "/usr/include/x86_64-linux-gnu/sys/cdefs.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/long-double.h" 1 3 4
# 563 "/usr/include/x86_64-linux-gnu/sys/cdefs.h" 2 3 4
# 490 "/usr/include/features.h" 2 3 4
# 513 "/usr/include/features.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/gnu/stubs.h" 1 3 4
# 10 "/usr/include/x86_64-linux-gnu/gnu/stubs.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/gnu/stubs-64.h" 1 3 4
# 11 "/usr/include/x86_64-linux-gnu/gnu/stubs.h" 2 3 4
# 514 "/usr/include/features.h" 2 3 4
# 34 "/usr/include/x86_64-linux-gnu/bits/libc-header-start.h" 2 3 4
# 28 "/usr/include/stdio.h" 2 3 4





# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 214 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 3 4

# 214 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 3 4
typedef long unsigned int size_t;
# 34 "/usr/include/stdio.h" 2 3 4


# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdarg.h" 1 3 4
# 40 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdarg.h" 3 4
typedef __builtin_va_list __gnuc_va_list;
# 37 "/usr/include/stdio.h" 2 3 4

# 1 "/usr/include/x86_64-linux-gnu/bits/types.h" 1 3 4
# 27 "/usr/include/x86_64-linux-gnu/bits/types.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/wordsize.h" 1 3 4
# 28 "/usr/include/x86_64-linux-gnu/bits/types.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/timesize.h" 1 3 4
# 19 "/usr/include/x86_64-linux-gnu/bits/timesize.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/wordsize.h" 1 3 4
# 20 "/usr/include/x86_64-linux-gnu/bits/timesize.h" 2 3 4
# 29 "/usr/include/x86_64-linux-gnu/bits/types.h" 2 3 4


typedef unsigned char __u_char;
typedef unsigned short int __u_short;
typedef unsigned int __u_int;
typedef unsigned long int __u_long;


typedef signed char __int8_t;
typedef unsigned char __uint8_t;
typedef signed short int __int16_t;
typedef unsigned short int __uint16_t;
typedef signed int __int32_t;
typedef unsigned int __uint32_t;

typedef signed long int __int64_t;
typedef unsigned long int __uint64_t;






typedef __int8_t __int_least8_t;
typedef __uint8_t __uint_least8_t;
typedef __int16_t __int_least16_t;
typedef __uint16_t __uint_least16_t;
typedef __int32_t __int_least32_t;
typedef __uint32_t __uint_least32_t;
typedef __int64_t __int_least64_t;
typedef __uint64_t __uint_least64_t;



typedef long int __quad_t;
typedef unsigned long int __u_quad_t;







typedef long int __intmax_t;
typedef unsigned long int __uintmax_t;
# 141 "/usr/include/x86_64-linux-gnu/bits/types.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/typesizes.h" 1 3 4
# 142 "/usr/include/x86_64-linux-gnu/bits/types.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/time64.h" 1 3 4
# 143 "/usr/include/x86_64-linux-gnu/bits/types.h" 2 3 4


typedef unsigned long int __dev_t;
typedef unsigned int __uid_t;
typedef unsigned int __gid_t;
typedef unsigned long int __ino_t;
typedef unsigned long int __ino64_t;
typedef unsigned int __mode_t;
typedef unsigned long int __nlink_t;
typedef long int __off_t;
typedef long int __off64_t;
typedef int __pid_t;
typedef struct { int __val[2]; } __fsid_t;
typedef long int __clock_t;
typedef unsigned long int __rlim_t;
typedef unsigned long int __rlim64_t;
typedef unsigned int __id_t;
typedef long int __time_t;
typedef unsigned int __useconds_t;
typedef long int __suseconds_t;
typedef long int __suseconds64_t;

typedef int __daddr_t;
typedef int __key_t;


typedef int __clockid_t;


typedef void * __timer_t;


typedef long int __blksize_t;




typedef long int __blkcnt_t;
typedef long int __blkcnt64_t;


typedef unsigned long int __fsblkcnt_t;
typedef unsigned long int __fsblkcnt64_t;


typedef unsigned long int __fsfilcnt_t;
typedef unsigned long int __fsfilcnt64_t;


typedef long int __fsword_t;

typedef long int __ssize_t;


typedef long int __syscall_slong_t;

typedef unsigned long int __syscall_ulong_t;



typedef __off64_t __loff_t;
typedef char *__caddr_t;


typedef long int __intptr_t;


typedef unsigned int __socklen_t;




typedef int __sig_atomic_t;
# 39 "/usr/include/stdio.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h" 1 3 4




# 1 "/usr/include/x86_64-linux-gnu/bits/types/__mbstate_t.h" 1 3 4
# 13 "/usr/include/x86_64-linux-gnu/bits/types/__mbstate_t.h" 3 4
typedef struct
{
  int __count;
  union
  {
    unsigned int __wch;
    char __wchb[4];
  } __value;
} __mbstate_t;
# 6 "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h" 2 3 4




typedef struct _G_fpos_t
{
  __off_t __pos;
  __mbstate_t __state;
} __fpos_t;
# 40 "/usr/include/stdio.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/types/__fpos64_t.h" 1 3 4
# 10 "/usr/include/x86_64-linux-gnu/bits/types/__fpos64_t.h" 3 4
typedef struct _G_fpos64_t
{
  __off64_t __pos;
  __mbstate_t __state;
} __fpos64_t;
# 41 "/usr/include/stdio.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/types/__FILE.h" 1 3 4



struct _IO_FILE;
typedef struct _IO_FILE __FILE;
# 42 "/usr/include/stdio.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/types/FILE.h" 1 3 4



struct _IO_FILE;


typedef struct _IO_FILE FILE;
# 43 "/usr/include/stdio.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h" 1 3 4
# 35 "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h" 3 4
struct _IO_FILE;
struct _IO_marker;
struct _IO_codecvt;
struct _IO_wide_data;




typedef void _IO_lock_t;





struct _IO_FILE
{
  int _flags;


  char *_IO_read_ptr;
  char *_IO_read_end;
  char *_IO_read_base;
  char *_IO_write_base;
  char *_IO_write_ptr;
  char *_IO_write_end;
  char *_IO_buf_base;
  char *_IO_buf_end;


  char *_IO_save_base;
  char *_IO_backup_base;
  char *_IO_save_end;

  struct _IO_marker *_markers;

  struct _IO_FILE *_chain;

  int _fileno;
  int _flags2;
  __off_t _old_offset;


  unsigned short _cur_column;
  signed char _vtable_offset;
  char _shortbuf[1];

  _IO_lock_t *_lock;







  __off64_t _offset;

  struct _IO_codecvt *_codecvt;
  struct _IO_wide_data *_wide_data;
  struct _IO_FILE *_freeres_list;
  void *_freeres_buf;
  size_t __pad5;
  int _mode;

  char _unused2[15 * sizeof (int) - 4 * sizeof (void *) - sizeof (size_t)];
};
# 44 "/usr/include/stdio.h" 2 3 4
# 52 "/usr/include/stdio.h" 3 4
typedef __gnuc_va_list va_list;
# 63 "/usr/include/stdio.h" 3 4
typedef __off_t off_t;
# 77 "/usr/include/stdio.h" 3 4
typedef __ssize_t ssize_t;






typedef __fpos_t fpos_t;
# 133 "/usr/include/stdio.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/stdio_lim.h" 1 3 4
# 134 "/usr/include/stdio.h" 2 3 4
# 143 "/usr/include/stdio.h" 3 4
extern FILE *stdin;
extern FILE *stdout;
extern FILE *stderr;






extern int remove (const char *__filename) __attribute__ ((__nothrow__ , __leaf__));

extern int rename (const char *__old, const char *__new) __attribute__ ((__nothrow__ , __leaf__));



extern int renameat (int __oldfd, const char *__old, int __newfd,
       const char *__new) __attribute__ ((__nothrow__ , __leaf__));
# 178 "/usr/include/stdio.h" 3 4
extern int fclose (FILE *__stream);
# 188 "/usr/include/stdio.h" 3 4
extern FILE *tmpfile (void)
  __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (fclose, 1))) ;
# 205 "/usr/include/stdio.h" 3 4
extern char *tmpnam (char[20]) __attribute__ ((__nothrow__ , __leaf__)) ;




extern char *tmpnam_r (char __s[20]) __attribute__ ((__nothrow__ , __leaf__)) ;
# 222 "/usr/include/stdio.h" 3 4
extern char *tempnam (const char *__dir, const char *__pfx)
   __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (__builtin_free, 1)));






extern int fflush (FILE *__stream);
# 239 "/usr/include/stdio.h" 3 4
extern int fflush_unlocked (FILE *__stream);
# 258 "/usr/include/stdio.h" 3 4
extern FILE *fopen (const char *__restrict __filename,
      const char *__restrict __modes)
  __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (fclose, 1))) ;




extern FILE *freopen (const char *__restrict __filename,
        const char *__restrict __modes,
        FILE *__restrict __stream) ;
# 293 "/usr/include/stdio.h" 3 4
extern FILE *fdopen (int __fd, const char *__modes) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (fclose, 1))) ;
# 308 "/usr/include/stdio.h" 3 4
extern FILE *fmemopen (void *__s, size_t __len, const char *__modes)
  __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (fclose, 1))) ;




extern FILE *open_memstream (char **__bufloc, size_t *__sizeloc) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (fclose, 1))) ;
# 328 "/usr/include/stdio.h" 3 4
extern void setbuf (FILE *__restrict __stream, char *__restrict __buf) __attribute__ ((__nothrow__ , __leaf__));



extern int setvbuf (FILE *__restrict __stream, char *__restrict __buf,
      int __modes, size_t __n) __attribute__ ((__nothrow__ , __leaf__));




extern void setbuffer (FILE *__restrict __stream, char *__restrict __buf,
         size_t __size) __attribute__ ((__nothrow__ , __leaf__));


extern void setlinebuf (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__));







extern int fprintf (FILE *__restrict __stream,
      const char *__restrict __format, ...);




extern int printf (const char *__restrict __format, ...);

extern int sprintf (char *__restrict __s,
      const char *__restrict __format, ...) __attribute__ ((__nothrow__));





extern int vfprintf (FILE *__restrict __s, const char *__restrict __format,
       __gnuc_va_list __arg);




extern int vprintf (const char *__restrict __format, __gnuc_va_list __arg);

extern int vsprintf (char *__restrict __s, const char *__restrict __format,
       __gnuc_va_list __arg) __attribute__ ((__nothrow__));



extern int snprintf (char *__restrict __s, size_t __maxlen,
       const char *__restrict __format, ...)
     __attribute__ ((__nothrow__)) __attribute__ ((__format__ (__printf__, 3, 4)));

extern int vsnprintf (char *__restrict __s, size_t __maxlen,
        const char *__restrict __format, __gnuc_va_list __arg)
     __attribute__ ((__nothrow__)) __attribute__ ((__format__ (__printf__, 3, 0)));
# 403 "/usr/include/stdio.h" 3 4
extern int vdprintf (int __fd, const char *__restrict __fmt,
       __gnuc_va_list __arg)
     __attribute__ ((__format__ (__printf__, 2, 0)));
extern int dprintf (int __fd, const char *__restrict __fmt, ...)
     __attribute__ ((__format__ (__printf__, 2, 3)));







extern int fscanf (FILE *__restrict __stream,
     const char *__restrict __format, ...) ;




extern int scanf (const char *__restrict __format, ...) ;

extern int sscanf (const char *__restrict __s,
     const char *__restrict __format, ...) __attribute__ ((__nothrow__ , __leaf__));





# 1 "/usr/include/x86_64-linux-gnu/bits/floatn.h" 1 3 4
# 120 "/usr/include/x86_64-linux-gnu/bits/floatn.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/floatn-common.h" 1 3 4
# 24 "/usr/include/x86_64-linux-gnu/bits/floatn-common.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/long-double.h" 1 3 4
# 25 "/usr/include/x86_64-linux-gnu/bits/floatn-common.h" 2 3 4
# 121 "/usr/include/x86_64-linux-gnu/bits/floatn.h" 2 3 4
# 431 "/usr/include/stdio.h" 2 3 4



extern int fscanf (FILE *__restrict __stream, const char *__restrict __format, ...) __asm__ ("" "__isoc99_fscanf")

                               ;
extern int scanf (const char *__restrict __format, ...) __asm__ ("" "__isoc99_scanf")
                              ;
extern int sscanf (const char *__restrict __s, const char *__restrict __format, ...) __asm__ ("" "__isoc99_sscanf") __attribute__ ((__nothrow__ , __leaf__))

                      ;
# 459 "/usr/include/stdio.h" 3 4
extern int vfscanf (FILE *__restrict __s, const char *__restrict __format,
      __gnuc_va_list __arg)
     __attribute__ ((__format__ (__scanf__, 2, 0))) ;





extern int vscanf (const char *__restrict __format, __gnuc_va_list __arg)
     __attribute__ ((__format__ (__scanf__, 1, 0))) ;


extern int vsscanf (const char *__restrict __s,
      const char *__restrict __format, __gnuc_va_list __arg)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__format__ (__scanf__, 2, 0)));





extern int vfscanf (FILE *__restrict __s, const char *__restrict __format, __gnuc_va_list __arg) __asm__ ("" "__isoc99_vfscanf")



     __attribute__ ((__format__ (__scanf__, 2, 0))) ;
extern int vscanf (const char *__restrict __format, __gnuc_va_list __arg) __asm__ ("" "__isoc99_vscanf")

     __attribute__ ((__format__ (__scanf__, 1, 0))) ;
extern int vsscanf (const char *__restrict __s, const char *__restrict __format, __gnuc_va_list __arg) __asm__ ("" "__isoc99_vsscanf") __attribute__ ((__nothrow__ , __leaf__))



     __attribute__ ((__format__ (__scanf__, 2, 0)));
# 513 "/usr/include/stdio.h" 3 4
extern int fgetc (FILE *__stream);
extern int getc (FILE *__stream);





extern int getchar (void);






extern int getc_unlocked (FILE *__stream);
extern int getchar_unlocked (void);
# 538 "/usr/include/stdio.h" 3 4
extern int fgetc_unlocked (FILE *__stream);
# 549 "/usr/include/stdio.h" 3 4
extern int fputc (int __c, FILE *__stream);
extern int putc (int __c, FILE *__stream);





extern int putchar (int __c);
# 565 "/usr/include/stdio.h" 3 4
extern int fputc_unlocked (int __c, FILE *__stream);







extern int putc_unlocked (int __c, FILE *__stream);
extern int putchar_unlocked (int __c);






extern int getw (FILE *__stream);


extern int putw (int __w, FILE *__stream);







extern char *fgets (char *__restrict __s, int __n, FILE *__restrict __stream)
     __attribute__ ((__access__ (__write_only__, 1, 2)));
# 632 "/usr/include/stdio.h" 3 4
extern __ssize_t __getdelim (char **__restrict __lineptr,
                             size_t *__restrict __n, int __delimiter,
                             FILE *__restrict __stream) ;
extern __ssize_t getdelim (char **__restrict __lineptr,
                           size_t *__restrict __n, int __delimiter,
                           FILE *__restrict __stream) ;







extern __ssize_t getline (char **__restrict __lineptr,
                          size_t *__restrict __n,
                          FILE *__restrict __stream) ;







extern int fputs (const char *__restrict __s, FILE *__restrict __stream);





extern int puts (const char *__s);






extern int ungetc (int __c, FILE *__stream);






extern size_t fread (void *__restrict __ptr, size_t __size,
       size_t __n, FILE *__restrict __stream) ;




extern size_t fwrite (const void *__restrict __ptr, size_t __size,
        size_t __n, FILE *__restrict __s);
# 702 "/usr/include/stdio.h" 3 4
extern size_t fread_unlocked (void *__restrict __ptr, size_t __size,
         size_t __n, FILE *__restrict __stream) ;
extern size_t fwrite_unlocked (const void *__restrict __ptr, size_t __size,
          size_t __n, FILE *__restrict __stream);







extern int fseek (FILE *__stream, long int __off, int __whence);




extern long int ftell (FILE *__stream) ;




extern void rewind (FILE *__stream);
# 736 "/usr/include/stdio.h" 3 4
extern int fseeko (FILE *__stream, __off_t __off, int __whence);




extern __off_t ftello (FILE *__stream) ;
# 760 "/usr/include/stdio.h" 3 4
extern int fgetpos (FILE *__restrict __stream, fpos_t *__restrict __pos);




extern int fsetpos (FILE *__stream, const fpos_t *__pos);
# 786 "/usr/include/stdio.h" 3 4
extern void clearerr (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__));

extern int feof (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;

extern int ferror (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;



extern void clearerr_unlocked (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__));
extern int feof_unlocked (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;
extern int ferror_unlocked (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;







extern void perror (const char *__s);




extern int fileno (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;




extern int fileno_unlocked (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;
# 823 "/usr/include/stdio.h" 3 4
extern int pclose (FILE *__stream);





extern FILE *popen (const char *__command, const char *__modes)
  __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (pclose, 1))) ;






extern char *ctermid (char *__s) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__access__ (__write_only__, 1)));
# 867 "/usr/include/stdio.h" 3 4
extern void flockfile (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__));



extern int ftrylockfile (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;


extern void funlockfile (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__));
# 885 "/usr/include/stdio.h" 3 4
extern int __uflow (FILE *);
extern int __overflow (FILE *, int);
# 909 "/usr/include/stdio.h" 3 4

# 7 "embed.c" 2
# 1 "/usr/include/stdlib.h" 1 3 4
# 26 "/usr/include/stdlib.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/libc-header-start.h" 1 3 4
# 27 "/usr/include/stdlib.h" 2 3 4





# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 329 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 3 4
typedef int wchar_t;
# 33 "/usr/include/stdlib.h" 2 3 4







# 1 "/usr/include/x86_64-linux-gnu/bits/waitflags.h" 1 3 4
# 41 "/usr/include/stdlib.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/waitstatus.h" 1 3 4
# 42 "/usr/include/stdlib.h" 2 3 4
# 59 "/usr/include/stdlib.h" 3 4
typedef struct
  {
    int quot;
    int rem;
  } div_t;



typedef struct
  {
    long int quot;
    long int rem;
  } ldiv_t;





__extension__ typedef struct
  {
    long long int quot;
    long long int rem;
  } lldiv_t;
# 98 "/usr/include/stdlib.h" 3 4
extern size_t __ctype_get_mb_cur_max (void) __attribute__ ((__nothrow__ , __leaf__)) ;



extern double atof (const char *__nptr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1))) ;

extern int atoi (const char *__nptr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1))) ;

extern long int atol (const char *__nptr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1))) ;



__extension__ extern long long int atoll (const char *__nptr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1))) ;



extern double strtod (const char *__restrict __nptr,
        char **__restrict __endptr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));



extern float strtof (const char *__restrict __nptr,
       char **__restrict __endptr) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));

extern long double strtold (const char *__restrict __nptr,
       char **__restrict __endptr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
# 177 "/usr/include/stdlib.h" 3 4
extern long int strtol (const char *__restrict __nptr,
   char **__restrict __endptr, int __base)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));

extern unsigned long int strtoul (const char *__restrict __nptr,
      char **__restrict __endptr, int __base)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));



__extension__
extern long long int strtoq (const char *__restrict __nptr,
        char **__restrict __endptr, int __base)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));

__extension__
extern unsigned long long int strtouq (const char *__restrict __nptr,
           char **__restrict __endptr, int __base)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));




__extension__
extern long long int strtoll (const char *__restrict __nptr,
         char **__restrict __endptr, int __base)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));

__extension__
extern unsigned long long int strtoull (const char *__restrict __nptr,
     char **__restrict __endptr, int __base)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
# 386 "/usr/include/stdlib.h" 3 4
extern char *l64a (long int __n) __attribute__ ((__nothrow__ , __leaf__)) ;


extern long int a64l (const char *__s)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1))) ;




# 1 "/usr/include/x86_64-linux-gnu/sys/types.h" 1 3 4
# 27 "/usr/include/x86_64-linux-gnu/sys/types.h" 3 4






typedef __u_char u_char;
typedef __u_short u_short;
typedef __u_int u_int;
typedef __u_long u_long;
typedef __quad_t quad_t;
typedef __u_quad_t u_quad_t;
typedef __fsid_t fsid_t;


typedef __loff_t loff_t;




typedef __ino_t ino_t;
# 59 "/usr/include/x86_64-linux-gnu/sys/types.h" 3 4
typedef __dev_t dev_t;




typedef __gid_t gid_t;




typedef __mode_t mode_t;




typedef __nlink_t nlink_t;




typedef __uid_t uid_t;
# 97 "/usr/include/x86_64-linux-gnu/sys/types.h" 3 4
typedef __pid_t pid_t;





typedef __id_t id_t;
# 114 "/usr/include/x86_64-linux-gnu/sys/types.h" 3 4
typedef __daddr_t daddr_t;
typedef __caddr_t caddr_t;





typedef __key_t key_t;




# 1 "/usr/include/x86_64-linux-gnu/bits/types/clock_t.h" 1 3 4






typedef __clock_t clock_t;
# 127 "/usr/include/x86_64-linux-gnu/sys/types.h" 2 3 4

# 1 "/usr/include/x86_64-linux-gnu/bits/types/clockid_t.h" 1 3 4






typedef __clockid_t clockid_t;
# 129 "/usr/include/x86_64-linux-gnu/sys/types.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/types/time_t.h" 1 3 4
# 10 "/usr/include/x86_64-linux-gnu/bits/types/time_t.h" 3 4
typedef __time_t time_t;
# 130 "/usr/include/x86_64-linux-gnu/sys/types.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/types/timer_t.h" 1 3 4






typedef __timer_t timer_t;
# 131 "/usr/include/x86_64-linux-gnu/sys/types.h" 2 3 4
# 144 "/usr/include/x86_64-linux-gnu/sys/types.h" 3 4
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 145 "/usr/include/x86_64-linux-gnu/sys/types.h" 2 3 4



typedef unsigned long int ulong;
typedef unsigned short int ushort;
typedef unsigned int uint;




# 1 "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h" 1 3 4
# 24 "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h" 3 4
typedef __int8_t int8_t;
typedef __int16_t int16_t;
typedef __int32_t int32_t;
typedef __int64_t int64_t;
# 156 "/usr/include/x86_64-linux-gnu/sys/types.h" 2 3 4


typedef __uint8_t u_int8_t;
typedef __uint16_t u_int16_t;
typedef __uint32_t u_int32_t;
typedef __uint64_t u_int64_t;


typedef int register_t __attribute__ ((__mode__ (__word__)));
# 176 "/usr/include/x86_64-linux-gnu/sys/types.h" 3 4
# 1 "/usr/include/endian.h" 1 3 4
# 24 "/usr/include/endian.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/endian.h" 1 3 4
# 35 "/usr/include/x86_64-linux-gnu/bits/endian.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/endianness.h" 1 3 4
# 36 "/usr/include/x86_64-linux-gnu/bits/endian.h" 2 3 4
# 25 "/usr/include/endian.h" 2 3 4
# 35 "/usr/include/endian.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/byteswap.h" 1 3 4
# 33 "/usr/include/x86_64-linux-gnu/bits/byteswap.h" 3 4
static __inline __uint16_t
__bswap_16 (__uint16_t __bsx)
{

  return __builtin_bswap16 (__bsx);



}






static __inline __uint32_t
__bswap_32 (__uint32_t __bsx)
{

  return __builtin_bswap32 (__bsx);



}
# 69 "/usr/include/x86_64-linux-gnu/bits/byteswap.h" 3 4
__extension__ static __inline __uint64_t
__bswap_64 (__uint64_t __bsx)
{

  return __builtin_bswap64 (__bsx);



}
# 36 "/usr/include/endian.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/uintn-identity.h" 1 3 4
# 32 "/usr/include/x86_64-linux-gnu/bits/uintn-identity.h" 3 4
static __inline __uint16_t
__uint16_identity (__uint16_t __x)
{
  return __x;
}

static __inline __uint32_t
__uint32_identity (__uint32_t __x)
{
  return __x;
}

static __inline __uint64_t
__uint64_identity (__uint64_t __x)
{
  return __x;
}
# 37 "/usr/include/endian.h" 2 3 4
# 177 "/usr/include/x86_64-linux-gnu/sys/types.h" 2 3 4


# 1 "/usr/include/x86_64-linux-gnu/sys/select.h" 1 3 4
# 30 "/usr/include/x86_64-linux-gnu/sys/select.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/select.h" 1 3 4
# 31 "/usr/include/x86_64-linux-gnu/sys/select.h" 2 3 4


# 1 "/usr/include/x86_64-linux-gnu/bits/types/sigset_t.h" 1 3 4



# 1 "/usr/include/x86_64-linux-gnu/bits/types/__sigset_t.h" 1 3 4




typedef struct
{
  unsigned long int __val[(1024 / (8 * sizeof (unsigned long int)))];
} __sigset_t;
# 5 "/usr/include/x86_64-linux-gnu/bits/types/sigset_t.h" 2 3 4


typedef __sigset_t sigset_t;
# 34 "/usr/include/x86_64-linux-gnu/sys/select.h" 2 3 4



# 1 "/usr/include/x86_64-linux-gnu/bits/types/struct_timeval.h" 1 3 4







struct timeval
{




  __time_t tv_sec;
  __suseconds_t tv_usec;

};
# 38 "/usr/include/x86_64-linux-gnu/sys/select.h" 2 3 4

# 1 "/usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h" 1 3 4
# 11 "/usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h" 3 4
struct timespec
{



  __time_t tv_sec;




  __syscall_slong_t tv_nsec;
# 31 "/usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h" 3 4
};
# 40 "/usr/include/x86_64-linux-gnu/sys/select.h" 2 3 4



typedef __suseconds_t suseconds_t;





typedef long int __fd_mask;
# 59 "/usr/include/x86_64-linux-gnu/sys/select.h" 3 4
typedef struct
  {






    __fd_mask __fds_bits[1024 / (8 * (int) sizeof (__fd_mask))];


  } fd_set;






typedef __fd_mask fd_mask;
# 91 "/usr/include/x86_64-linux-gnu/sys/select.h" 3 4

# 102 "/usr/include/x86_64-linux-gnu/sys/select.h" 3 4
extern int select (int __nfds, fd_set *__restrict __readfds,
     fd_set *__restrict __writefds,
     fd_set *__restrict __exceptfds,
     struct timeval *__restrict __timeout);
# 127 "/usr/include/x86_64-linux-gnu/sys/select.h" 3 4
extern int pselect (int __nfds, fd_set *__restrict __readfds,
      fd_set *__restrict __writefds,
      fd_set *__restrict __exceptfds,
      const struct timespec *__restrict __timeout,
      const __sigset_t *__restrict __sigmask);
# 153 "/usr/include/x86_64-linux-gnu/sys/select.h" 3 4

# 180 "/usr/include/x86_64-linux-gnu/sys/types.h" 2 3 4





typedef __blksize_t blksize_t;






typedef __blkcnt_t blkcnt_t;



typedef __fsblkcnt_t fsblkcnt_t;



typedef __fsfilcnt_t fsfilcnt_t;
# 227 "/usr/include/x86_64-linux-gnu/sys/types.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h" 1 3 4
# 23 "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h" 1 3 4
# 44 "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/pthreadtypes-arch.h" 1 3 4
# 21 "/usr/include/x86_64-linux-gnu/bits/pthreadtypes-arch.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/wordsize.h" 1 3 4
# 22 "/usr/include/x86_64-linux-gnu/bits/pthreadtypes-arch.h" 2 3 4
# 45 "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h" 2 3 4

# 1 "/usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h" 1 3 4
# 25 "/usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h" 3 4
typedef union
{
  __extension__ unsigned long long int __value64;
  struct
  {
    unsigned int __low;
    unsigned int __high;
  } __value32;
} __atomic_wide_counter;
# 47 "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h" 2 3 4




typedef struct __pthread_internal_list
{
  struct __pthread_internal_list *__prev;
  struct __pthread_internal_list *__next;
} __pthread_list_t;

typedef struct __pthread_internal_slist
{
  struct __pthread_internal_slist *__next;
} __pthread_slist_t;
# 76 "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h" 1 3 4
# 22 "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h" 3 4
struct __pthread_mutex_s
{
  int __lock;
  unsigned int __count;
  int __owner;

  unsigned int __nusers;



  int __kind;

  short __spins;
  short __elision;
  __pthread_list_t __list;
# 53 "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h" 3 4
};
# 77 "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h" 2 3 4
# 89 "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/struct_rwlock.h" 1 3 4
# 23 "/usr/include/x86_64-linux-gnu/bits/struct_rwlock.h" 3 4
struct __pthread_rwlock_arch_t
{
  unsigned int __readers;
  unsigned int __writers;
  unsigned int __wrphase_futex;
  unsigned int __writers_futex;
  unsigned int __pad3;
  unsigned int __pad4;

  int __cur_writer;
  int __shared;
  signed char __rwelision;




  unsigned char __pad1[7];


  unsigned long int __pad2;


  unsigned int __flags;
# 55 "/usr/include/x86_64-linux-gnu/bits/struct_rwlock.h" 3 4
};
# 90 "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h" 2 3 4




struct __pthread_cond_s
{
  __atomic_wide_counter __wseq;
  __atomic_wide_counter __g1_start;
  unsigned int __g_refs[2] ;
  unsigned int __g_size[2];
  unsigned int __g1_orig_size;
  unsigned int __wrefs;
  unsigned int __g_signals[2];
};

typedef unsigned int __tss_t;
typedef unsigned long int __thrd_t;

typedef struct
{
  int __data ;
} __once_flag;
# 24 "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h" 2 3 4



typedef unsigned long int pthread_t;




typedef union
{
  char __size[4];
  int __align;
} pthread_mutexattr_t;




typedef union
{
  char __size[4];
  int __align;
} pthread_condattr_t;



typedef unsigned int pthread_key_t;



typedef int pthread_once_t;


union pthread_attr_t
{
  char __size[56];
  long int __align;
};

typedef union pthread_attr_t pthread_attr_t;




typedef union
{
  struct __pthread_mutex_s __data;
  char __size[40];
  long int __align;
} pthread_mutex_t;


typedef union
{
  struct __pthread_cond_s __data;
  char __size[48];
  __extension__ long long int __align;
} pthread_cond_t;





typedef union
{
  struct __pthread_rwlock_arch_t __data;
  char __size[56];
  long int __align;
} pthread_rwlock_t;

typedef union
{
  char __size[8];
  long int __align;
} pthread_rwlockattr_t;





typedef volatile int pthread_spinlock_t;




typedef union
{
  char __size[32];
  long int __align;
} pthread_barrier_t;

typedef union
{
  char __size[4];
  int __align;
} pthread_barrierattr_t;
# 228 "/usr/include/x86_64-linux-gnu/sys/types.h" 2 3 4



# 396 "/usr/include/stdlib.h" 2 3 4






extern long int random (void) __attribute__ ((__nothrow__ , __leaf__));


extern void srandom (unsigned int __seed) __attribute__ ((__nothrow__ , __leaf__));





extern char *initstate (unsigned int __seed, char *__statebuf,
   size_t __statelen) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));



extern char *setstate (char *__statebuf) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));







struct random_data
  {
    int32_t *fptr;
    int32_t *rptr;
    int32_t *state;
    int rand_type;
    int rand_deg;
    int rand_sep;
    int32_t *end_ptr;
  };

extern int random_r (struct random_data *__restrict __buf,
       int32_t *__restrict __result) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));

extern int srandom_r (unsigned int __seed, struct random_data *__buf)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));

extern int initstate_r (unsigned int __seed, char *__restrict __statebuf,
   size_t __statelen,
   struct random_data *__restrict __buf)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2, 4)));

extern int setstate_r (char *__restrict __statebuf,
         struct random_data *__restrict __buf)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));





extern int rand (void) __attribute__ ((__nothrow__ , __leaf__));

extern void srand (unsigned int __seed) __attribute__ ((__nothrow__ , __leaf__));



extern int rand_r (unsigned int *__seed) __attribute__ ((__nothrow__ , __leaf__));







extern double drand48 (void) __attribute__ ((__nothrow__ , __leaf__));
extern double erand48 (unsigned short int __xsubi[3]) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));


extern long int lrand48 (void) __attribute__ ((__nothrow__ , __leaf__));
extern long int nrand48 (unsigned short int __xsubi[3])
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));


extern long int mrand48 (void) __attribute__ ((__nothrow__ , __leaf__));
extern long int jrand48 (unsigned short int __xsubi[3])
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));


extern void srand48 (long int __seedval) __attribute__ ((__nothrow__ , __leaf__));
extern unsigned short int *seed48 (unsigned short int __seed16v[3])
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern void lcong48 (unsigned short int __param[7]) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));





struct drand48_data
  {
    unsigned short int __x[3];
    unsigned short int __old_x[3];
    unsigned short int __c;
    unsigned short int __init;
    __extension__ unsigned long long int __a;

  };


extern int drand48_r (struct drand48_data *__restrict __buffer,
        double *__restrict __result) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern int erand48_r (unsigned short int __xsubi[3],
        struct drand48_data *__restrict __buffer,
        double *__restrict __result) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));


extern int lrand48_r (struct drand48_data *__restrict __buffer,
        long int *__restrict __result)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern int nrand48_r (unsigned short int __xsubi[3],
        struct drand48_data *__restrict __buffer,
        long int *__restrict __result)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));


extern int mrand48_r (struct drand48_data *__restrict __buffer,
        long int *__restrict __result)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern int jrand48_r (unsigned short int __xsubi[3],
        struct drand48_data *__restrict __buffer,
        long int *__restrict __result)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));


extern int srand48_r (long int __seedval, struct drand48_data *__buffer)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));

extern int seed48_r (unsigned short int __seed16v[3],
       struct drand48_data *__buffer) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));

extern int lcong48_r (unsigned short int __param[7],
        struct drand48_data *__buffer)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));


extern __uint32_t arc4random (void)
     __attribute__ ((__nothrow__ , __leaf__)) ;


extern void arc4random_buf (void *__buf, size_t __size)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));



extern __uint32_t arc4random_uniform (__uint32_t __upper_bound)
     __attribute__ ((__nothrow__ , __leaf__)) ;




extern void *malloc (size_t __size) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__))
     __attribute__ ((__alloc_size__ (1))) ;

extern void *calloc (size_t __nmemb, size_t __size)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) __attribute__ ((__alloc_size__ (1, 2))) ;






extern void *realloc (void *__ptr, size_t __size)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__warn_unused_result__)) __attribute__ ((__alloc_size__ (2)));


extern void free (void *__ptr) __attribute__ ((__nothrow__ , __leaf__));







extern void *reallocarray (void *__ptr, size_t __nmemb, size_t __size)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__warn_unused_result__))
     __attribute__ ((__alloc_size__ (2, 3)))
    __attribute__ ((__malloc__ (__builtin_free, 1)));


extern void *reallocarray (void *__ptr, size_t __nmemb, size_t __size)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__ (reallocarray, 1)));



# 1 "/usr/include/alloca.h" 1 3 4
# 24 "/usr/include/alloca.h" 3 4
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 25 "/usr/include/alloca.h" 2 3 4







extern void *alloca (size_t __size) __attribute__ ((__nothrow__ , __leaf__));






# 588 "/usr/include/stdlib.h" 2 3 4





extern void *valloc (size_t __size) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__))
     __attribute__ ((__alloc_size__ (1))) ;




extern int posix_memalign (void **__memptr, size_t __alignment, size_t __size)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1))) ;




extern void *aligned_alloc (size_t __alignment, size_t __size)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) __attribute__ ((__alloc_align__ (1)))
     __attribute__ ((__alloc_size__ (2))) ;



extern void abort (void) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));



extern int atexit (void (*__func) (void)) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));







extern int at_quick_exit (void (*__func) (void)) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));






extern int on_exit (void (*__func) (int __status, void *__arg), void *__arg)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));





extern void exit (int __status) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));





extern void quick_exit (int __status) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));





extern void _Exit (int __status) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));




extern char *getenv (const char *__name) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1))) ;
# 667 "/usr/include/stdlib.h" 3 4
extern int putenv (char *__string) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));





extern int setenv (const char *__name, const char *__value, int __replace)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));


extern int unsetenv (const char *__name) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));






extern int clearenv (void) __attribute__ ((__nothrow__ , __leaf__));
# 695 "/usr/include/stdlib.h" 3 4
extern char *mktemp (char *__template) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
# 708 "/usr/include/stdlib.h" 3 4
extern int mkstemp (char *__template) __attribute__ ((__nonnull__ (1))) ;
# 730 "/usr/include/stdlib.h" 3 4
extern int mkstemps (char *__template, int __suffixlen) __attribute__ ((__nonnull__ (1))) ;
# 751 "/usr/include/stdlib.h" 3 4
extern char *mkdtemp (char *__template) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1))) ;
# 804 "/usr/include/stdlib.h" 3 4
extern int system (const char *__command) ;
# 821 "/usr/include/stdlib.h" 3 4
extern char *realpath (const char *__restrict __name,
         char *__restrict __resolved) __attribute__ ((__nothrow__ , __leaf__)) ;






typedef int (*__compar_fn_t) (const void *, const void *);
# 841 "/usr/include/stdlib.h" 3 4
extern void *bsearch (const void *__key, const void *__base,
        size_t __nmemb, size_t __size, __compar_fn_t __compar)
     __attribute__ ((__nonnull__ (1, 2, 5))) ;







extern void qsort (void *__base, size_t __nmemb, size_t __size,
     __compar_fn_t __compar) __attribute__ ((__nonnull__ (1, 4)));
# 861 "/usr/include/stdlib.h" 3 4
extern int abs (int __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)) ;
extern long int labs (long int __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)) ;


__extension__ extern long long int llabs (long long int __x)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)) ;






extern div_t div (int __numer, int __denom)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)) ;
extern ldiv_t ldiv (long int __numer, long int __denom)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)) ;


__extension__ extern lldiv_t lldiv (long long int __numer,
        long long int __denom)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)) ;
# 893 "/usr/include/stdlib.h" 3 4
extern char *ecvt (double __value, int __ndigit, int *__restrict __decpt,
     int *__restrict __sign) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (3, 4))) ;




extern char *fcvt (double __value, int __ndigit, int *__restrict __decpt,
     int *__restrict __sign) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (3, 4))) ;




extern char *gcvt (double __value, int __ndigit, char *__buf)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (3))) ;




extern char *qecvt (long double __value, int __ndigit,
      int *__restrict __decpt, int *__restrict __sign)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (3, 4))) ;
extern char *qfcvt (long double __value, int __ndigit,
      int *__restrict __decpt, int *__restrict __sign)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (3, 4))) ;
extern char *qgcvt (long double __value, int __ndigit, char *__buf)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (3))) ;




extern int ecvt_r (double __value, int __ndigit, int *__restrict __decpt,
     int *__restrict __sign, char *__restrict __buf,
     size_t __len) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (3, 4, 5)));
extern int fcvt_r (double __value, int __ndigit, int *__restrict __decpt,
     int *__restrict __sign, char *__restrict __buf,
     size_t __len) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (3, 4, 5)));

extern int qecvt_r (long double __value, int __ndigit,
      int *__restrict __decpt, int *__restrict __sign,
      char *__restrict __buf, size_t __len)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (3, 4, 5)));
extern int qfcvt_r (long double __value, int __ndigit,
      int *__restrict __decpt, int *__restrict __sign,
      char *__restrict __buf, size_t __len)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (3, 4, 5)));





extern int mblen (const char *__s, size_t __n) __attribute__ ((__nothrow__ , __leaf__));


extern int mbtowc (wchar_t *__restrict __pwc,
     const char *__restrict __s, size_t __n) __attribute__ ((__nothrow__ , __leaf__));


extern int wctomb (char *__s, wchar_t __wchar) __attribute__ ((__nothrow__ , __leaf__));



extern size_t mbstowcs (wchar_t *__restrict __pwcs,
   const char *__restrict __s, size_t __n) __attribute__ ((__nothrow__ , __leaf__))
    __attribute__ ((__access__ (__read_only__, 2)));

extern size_t wcstombs (char *__restrict __s,
   const wchar_t *__restrict __pwcs, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__access__ (__write_only__, 1, 3)))
  __attribute__ ((__access__ (__read_only__, 2)));






extern int rpmatch (const char *__response) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1))) ;
# 980 "/usr/include/stdlib.h" 3 4
extern int getsubopt (char **__restrict __optionp,
        char *const *__restrict __tokens,
        char **__restrict __valuep)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2, 3))) ;
# 1026 "/usr/include/stdlib.h" 3 4
extern int getloadavg (double __loadavg[], int __nelem)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
# 1036 "/usr/include/stdlib.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/stdlib-float.h" 1 3 4
# 1037 "/usr/include/stdlib.h" 2 3 4
# 1048 "/usr/include/stdlib.h" 3 4

# 8 "embed.c" 2
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/omp.h" 1 3 4
# 47 "/usr/lib/gcc/x86_64-linux-gnu/12/include/omp.h" 3 4
typedef struct
{
  unsigned char _x[4]
    __attribute__((__aligned__(4)));
} omp_lock_t;

typedef struct
{







  unsigned char _x[8 + sizeof (void *)]
    __attribute__((__aligned__(sizeof (void *))));




} omp_nest_lock_t;


typedef enum omp_sched_t
{
  omp_sched_static = 1,
  omp_sched_dynamic = 2,
  omp_sched_guided = 3,
  omp_sched_auto = 4,
  omp_sched_monotonic = 0x80000000U
} omp_sched_t;

typedef enum omp_proc_bind_t
{
  omp_proc_bind_false = 0,
  omp_proc_bind_true = 1,
  omp_proc_bind_primary = 2,
  omp_proc_bind_master
    = omp_proc_bind_primary,
  omp_proc_bind_close = 3,
  omp_proc_bind_spread = 4
} omp_proc_bind_t;

typedef enum omp_sync_hint_t
{
  omp_sync_hint_none = 0,
  omp_lock_hint_none = omp_sync_hint_none,
  omp_sync_hint_uncontended = 1,
  omp_lock_hint_uncontended = omp_sync_hint_uncontended,
  omp_sync_hint_contended = 2,
  omp_lock_hint_contended = omp_sync_hint_contended,
  omp_sync_hint_nonspeculative = 4,
  omp_lock_hint_nonspeculative
    = omp_sync_hint_nonspeculative,
  omp_sync_hint_speculative = 8,
  omp_lock_hint_speculative = omp_sync_hint_speculative
} omp_sync_hint_t;

typedef omp_sync_hint_t omp_lock_hint_t;

typedef struct __attribute__((__aligned__ (sizeof (void *)))) omp_depend_t
{
  char __omp_depend_t__[2 * sizeof (void *)];
} omp_depend_t;

typedef enum omp_pause_resource_t
{
  omp_pause_soft = 1,
  omp_pause_hard = 2
} omp_pause_resource_t;

typedef long unsigned int omp_uintptr_t;







typedef enum omp_memspace_handle_t
{
  omp_default_mem_space = 0,
  omp_large_cap_mem_space = 1,
  omp_const_mem_space = 2,
  omp_high_bw_mem_space = 3,
  omp_low_lat_mem_space = 4,
  __omp_memspace_handle_t_max__ = 0xffffffffffffffffUL
} omp_memspace_handle_t;

typedef enum omp_allocator_handle_t
{
  omp_null_allocator = 0,
  omp_default_mem_alloc = 1,
  omp_large_cap_mem_alloc = 2,
  omp_const_mem_alloc = 3,
  omp_high_bw_mem_alloc = 4,
  omp_low_lat_mem_alloc = 5,
  omp_cgroup_mem_alloc = 6,
  omp_pteam_mem_alloc = 7,
  omp_thread_mem_alloc = 8,
  __omp_allocator_handle_t_max__ = 0xffffffffffffffffUL
} omp_allocator_handle_t;

typedef enum omp_alloctrait_key_t
{
  omp_atk_sync_hint = 1,
  omp_atk_alignment = 2,
  omp_atk_access = 3,
  omp_atk_pool_size = 4,
  omp_atk_fallback = 5,
  omp_atk_fb_data = 6,
  omp_atk_pinned = 7,
  omp_atk_partition = 8
} omp_alloctrait_key_t;

typedef enum omp_alloctrait_value_t
{
  omp_atv_default = (long unsigned int) -1,
  omp_atv_false = 0,
  omp_atv_true = 1,
  omp_atv_contended = 3,
  omp_atv_uncontended = 4,
  omp_atv_serialized = 5,
  omp_atv_sequential = omp_atv_serialized,
  omp_atv_private = 6,
  omp_atv_all = 7,
  omp_atv_thread = 8,
  omp_atv_pteam = 9,
  omp_atv_cgroup = 10,
  omp_atv_default_mem_fb = 11,
  omp_atv_null_fb = 12,
  omp_atv_abort_fb = 13,
  omp_atv_allocator_fb = 14,
  omp_atv_environment = 15,
  omp_atv_nearest = 16,
  omp_atv_blocked = 17,
  omp_atv_interleaved = 18
} omp_alloctrait_value_t;

typedef struct omp_alloctrait_t
{
  omp_alloctrait_key_t key;
  omp_uintptr_t value;
} omp_alloctrait_t;

typedef enum omp_event_handle_t
{
  __omp_event_handle_t_max__ = 0xffffffffffffffffUL
} omp_event_handle_t;
# 207 "/usr/lib/gcc/x86_64-linux-gnu/12/include/omp.h" 3 4
extern void omp_set_num_threads (int) __attribute__((__nothrow__));
extern int omp_get_num_threads (void) __attribute__((__nothrow__));
extern int omp_get_max_threads (void) __attribute__((__nothrow__));
extern int omp_get_thread_num (void) __attribute__((__nothrow__));
extern int omp_get_num_procs (void) __attribute__((__nothrow__));

extern int omp_in_parallel (void) __attribute__((__nothrow__));

extern void omp_set_dynamic (int) __attribute__((__nothrow__));
extern int omp_get_dynamic (void) __attribute__((__nothrow__));

extern void omp_set_nested (int) __attribute__((__nothrow__)) ;
extern int omp_get_nested (void) __attribute__((__nothrow__)) ;

extern void omp_init_lock (omp_lock_t *) __attribute__((__nothrow__));
extern void omp_init_lock_with_hint (omp_lock_t *, omp_sync_hint_t)
  __attribute__((__nothrow__));
extern void omp_destroy_lock (omp_lock_t *) __attribute__((__nothrow__));
extern void omp_set_lock (omp_lock_t *) __attribute__((__nothrow__));
extern void omp_unset_lock (omp_lock_t *) __attribute__((__nothrow__));
extern int omp_test_lock (omp_lock_t *) __attribute__((__nothrow__));

extern void omp_init_nest_lock (omp_nest_lock_t *) __attribute__((__nothrow__));
extern void omp_init_nest_lock_with_hint (omp_nest_lock_t *, omp_sync_hint_t)
  __attribute__((__nothrow__));
extern void omp_destroy_nest_lock (omp_nest_lock_t *) __attribute__((__nothrow__));
extern void omp_set_nest_lock (omp_nest_lock_t *) __attribute__((__nothrow__));
extern void omp_unset_nest_lock (omp_nest_lock_t *) __attribute__((__nothrow__));
extern int omp_test_nest_lock (omp_nest_lock_t *) __attribute__((__nothrow__));

extern double omp_get_wtime (void) __attribute__((__nothrow__));
extern double omp_get_wtick (void) __attribute__((__nothrow__));

extern void omp_set_schedule (omp_sched_t, int) __attribute__((__nothrow__));
extern void omp_get_schedule (omp_sched_t *, int *) __attribute__((__nothrow__));
extern int omp_get_thread_limit (void) __attribute__((__nothrow__));
extern void omp_set_max_active_levels (int) __attribute__((__nothrow__));
extern int omp_get_max_active_levels (void) __attribute__((__nothrow__));
extern int omp_get_supported_active_levels (void) __attribute__((__nothrow__));
extern int omp_get_level (void) __attribute__((__nothrow__));
extern int omp_get_ancestor_thread_num (int) __attribute__((__nothrow__));
extern int omp_get_team_size (int) __attribute__((__nothrow__));
extern int omp_get_active_level (void) __attribute__((__nothrow__));

extern int omp_in_final (void) __attribute__((__nothrow__));

extern int omp_get_cancellation (void) __attribute__((__nothrow__));
extern omp_proc_bind_t omp_get_proc_bind (void) __attribute__((__nothrow__));
extern int omp_get_num_places (void) __attribute__((__nothrow__));
extern int omp_get_place_num_procs (int) __attribute__((__nothrow__));
extern void omp_get_place_proc_ids (int, int *) __attribute__((__nothrow__));
extern int omp_get_place_num (void) __attribute__((__nothrow__));
extern int omp_get_partition_num_places (void) __attribute__((__nothrow__));
extern void omp_get_partition_place_nums (int *) __attribute__((__nothrow__));

extern void omp_set_default_device (int) __attribute__((__nothrow__));
extern int omp_get_default_device (void) __attribute__((__nothrow__));
extern int omp_get_num_devices (void) __attribute__((__nothrow__));
extern int omp_get_device_num (void) __attribute__((__nothrow__));
extern int omp_get_num_teams (void) __attribute__((__nothrow__));
extern int omp_get_team_num (void) __attribute__((__nothrow__));

extern int omp_is_initial_device (void) __attribute__((__nothrow__));
extern int omp_get_initial_device (void) __attribute__((__nothrow__));
extern int omp_get_max_task_priority (void) __attribute__((__nothrow__));

extern void omp_fulfill_event (omp_event_handle_t) __attribute__((__nothrow__));

extern void omp_set_num_teams (int) __attribute__((__nothrow__));
extern int omp_get_max_teams (void) __attribute__((__nothrow__));
extern void omp_set_teams_thread_limit (int) __attribute__((__nothrow__));
extern int omp_get_teams_thread_limit (void) __attribute__((__nothrow__));

extern void *omp_target_alloc (long unsigned int, int) __attribute__((__nothrow__));
extern void omp_target_free (void *, int) __attribute__((__nothrow__));
extern int omp_target_is_present (const void *, int) __attribute__((__nothrow__));
extern int omp_target_memcpy (void *, const void *, long unsigned int,
         long unsigned int, long unsigned int, int, int)
  __attribute__((__nothrow__));
extern int omp_target_memcpy_rect (void *, const void *, long unsigned int, int,
       const long unsigned int *,
       const long unsigned int *,
       const long unsigned int *,
       const long unsigned int *,
       const long unsigned int *, int, int)
  __attribute__((__nothrow__));
extern int omp_target_associate_ptr (const void *, const void *, long unsigned int,
         long unsigned int, int) __attribute__((__nothrow__));
extern int omp_target_disassociate_ptr (const void *, int) __attribute__((__nothrow__));

extern void omp_set_affinity_format (const char *) __attribute__((__nothrow__));
extern long unsigned int omp_get_affinity_format (char *, long unsigned int)
  __attribute__((__nothrow__));
extern void omp_display_affinity (const char *) __attribute__((__nothrow__));
extern long unsigned int omp_capture_affinity (char *, long unsigned int, const char *)
  __attribute__((__nothrow__));

extern int omp_pause_resource (omp_pause_resource_t, int) __attribute__((__nothrow__));
extern int omp_pause_resource_all (omp_pause_resource_t) __attribute__((__nothrow__));

extern omp_allocator_handle_t omp_init_allocator (omp_memspace_handle_t,
        int,
        const omp_alloctrait_t [])
  __attribute__((__nothrow__));
extern void omp_destroy_allocator (omp_allocator_handle_t) __attribute__((__nothrow__));
extern void omp_set_default_allocator (omp_allocator_handle_t) __attribute__((__nothrow__));
extern omp_allocator_handle_t omp_get_default_allocator (void) __attribute__((__nothrow__));
extern void omp_free (void *,
        omp_allocator_handle_t )
  __attribute__((__nothrow__));
extern void *omp_alloc (long unsigned int,
   omp_allocator_handle_t )
  __attribute__((__nothrow__)) __attribute__((__malloc__, __malloc__ (omp_free),
    __alloc_size__ (1)));
extern void *omp_aligned_alloc (long unsigned int, long unsigned int,
    omp_allocator_handle_t
    )
  __attribute__((__nothrow__)) __attribute__((__malloc__, __malloc__ (omp_free),
    __alloc_size__ (2), __alloc_align__ (1)));
extern void *omp_calloc (long unsigned int, long unsigned int,
    omp_allocator_handle_t )
  __attribute__((__nothrow__)) __attribute__((__malloc__, __malloc__ (omp_free),
    __alloc_size__ (1, 2)));
extern void *omp_aligned_calloc (long unsigned int, long unsigned int, long unsigned int,
     omp_allocator_handle_t
     )
  __attribute__((__nothrow__)) __attribute__((__malloc__, __malloc__ (omp_free),
    __alloc_size__ (2, 3), __alloc_align__ (1)));
extern void *omp_realloc (void *, long unsigned int,
     omp_allocator_handle_t ,
     omp_allocator_handle_t )
  __attribute__((__nothrow__)) __attribute__((__malloc__ (omp_free), __alloc_size__ (2)));

extern void omp_display_env (int) __attribute__((__nothrow__));
# 9 "embed.c" 2


# 1 "../lua/lua.h" 1
# 12 "../lua/lua.h"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdarg.h" 1 3 4
# 13 "../lua/lua.h" 2
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 145 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 3 4
typedef long int ptrdiff_t;
# 424 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 3 4
typedef struct {
  long long __max_align_ll __attribute__((__aligned__(__alignof__(long long))));
  long double __max_align_ld __attribute__((__aligned__(__alignof__(long double))));
# 435 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 3 4
} max_align_t;
# 14 "../lua/lua.h" 2


# 1 "../lua/luaconf.h" 1
# 11 "../lua/luaconf.h"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/limits.h" 1 3 4
# 34 "/usr/lib/gcc/x86_64-linux-gnu/12/include/limits.h" 3 4
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/syslimits.h" 1 3 4






# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/limits.h" 1 3 4
# 203 "/usr/lib/gcc/x86_64-linux-gnu/12/include/limits.h" 3 4
# 1 "/usr/include/limits.h" 1 3 4
# 26 "/usr/include/limits.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/libc-header-start.h" 1 3 4
# 27 "/usr/include/limits.h" 2 3 4
# 195 "/usr/include/limits.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/posix1_lim.h" 1 3 4
# 27 "/usr/include/x86_64-linux-gnu/bits/posix1_lim.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/wordsize.h" 1 3 4
# 28 "/usr/include/x86_64-linux-gnu/bits/posix1_lim.h" 2 3 4
# 161 "/usr/include/x86_64-linux-gnu/bits/posix1_lim.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/local_lim.h" 1 3 4
# 38 "/usr/include/x86_64-linux-gnu/bits/local_lim.h" 3 4
# 1 "/usr/include/linux/limits.h" 1 3 4
# 39 "/usr/include/x86_64-linux-gnu/bits/local_lim.h" 2 3 4
# 81 "/usr/include/x86_64-linux-gnu/bits/local_lim.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/pthread_stack_min-dynamic.h" 1 3 4
# 29 "/usr/include/x86_64-linux-gnu/bits/pthread_stack_min-dynamic.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/pthread_stack_min.h" 1 3 4
# 30 "/usr/include/x86_64-linux-gnu/bits/pthread_stack_min-dynamic.h" 2 3 4
# 82 "/usr/include/x86_64-linux-gnu/bits/local_lim.h" 2 3 4
# 162 "/usr/include/x86_64-linux-gnu/bits/posix1_lim.h" 2 3 4
# 196 "/usr/include/limits.h" 2 3 4



# 1 "/usr/include/x86_64-linux-gnu/bits/posix2_lim.h" 1 3 4
# 200 "/usr/include/limits.h" 2 3 4
# 204 "/usr/lib/gcc/x86_64-linux-gnu/12/include/limits.h" 2 3 4
# 8 "/usr/lib/gcc/x86_64-linux-gnu/12/include/syslimits.h" 2 3 4
# 35 "/usr/lib/gcc/x86_64-linux-gnu/12/include/limits.h" 2 3 4
# 12 "../lua/luaconf.h" 2
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 13 "../lua/luaconf.h" 2
# 648 "../lua/luaconf.h"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdint.h" 1 3 4
# 9 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdint.h" 3 4
# 1 "/usr/include/stdint.h" 1 3 4
# 26 "/usr/include/stdint.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/libc-header-start.h" 1 3 4
# 27 "/usr/include/stdint.h" 2 3 4

# 1 "/usr/include/x86_64-linux-gnu/bits/wchar.h" 1 3 4
# 29 "/usr/include/stdint.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/wordsize.h" 1 3 4
# 30 "/usr/include/stdint.h" 2 3 4







# 1 "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h" 1 3 4
# 24 "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h" 3 4
typedef __uint8_t uint8_t;
typedef __uint16_t uint16_t;
typedef __uint32_t uint32_t;
typedef __uint64_t uint64_t;
# 38 "/usr/include/stdint.h" 2 3 4





typedef __int_least8_t int_least8_t;
typedef __int_least16_t int_least16_t;
typedef __int_least32_t int_least32_t;
typedef __int_least64_t int_least64_t;


typedef __uint_least8_t uint_least8_t;
typedef __uint_least16_t uint_least16_t;
typedef __uint_least32_t uint_least32_t;
typedef __uint_least64_t uint_least64_t;





typedef signed char int_fast8_t;

typedef long int int_fast16_t;
typedef long int int_fast32_t;
typedef long int int_fast64_t;
# 71 "/usr/include/stdint.h" 3 4
typedef unsigned char uint_fast8_t;

typedef unsigned long int uint_fast16_t;
typedef unsigned long int uint_fast32_t;
typedef unsigned long int uint_fast64_t;
# 87 "/usr/include/stdint.h" 3 4
typedef long int intptr_t;


typedef unsigned long int uintptr_t;
# 101 "/usr/include/stdint.h" 3 4
typedef __intmax_t intmax_t;
typedef __uintmax_t uintmax_t;
# 10 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdint.h" 2 3 4
# 649 "../lua/luaconf.h" 2
# 17 "../lua/lua.h" 2
# 57 "../lua/lua.h"

# 57 "../lua/lua.h"
typedef struct lua_State lua_State;
# 90 "../lua/lua.h"
typedef double lua_Number;



typedef long long lua_Integer;


typedef unsigned long long lua_Unsigned;


typedef intptr_t lua_KContext;





typedef int (*lua_CFunction) (lua_State *L);




typedef int (*lua_KFunction) (lua_State *L, int status, lua_KContext ctx);





typedef const char * (*lua_Reader) (lua_State *L, void *ud, size_t *sz);

typedef int (*lua_Writer) (lua_State *L, const void *p, size_t sz, void *ud);





typedef void * (*lua_Alloc) (void *ud, void *ptr, size_t osize, size_t nsize);





typedef void (*lua_WarnFunction) (void *ud, const char *msg, int tocont);





typedef struct lua_Debug lua_Debug;





typedef void (*lua_Hook) (lua_State *L, lua_Debug *ar);
# 157 "../lua/lua.h"
extern const char lua_ident[];





extern lua_State *(lua_newstate) (lua_Alloc f, void *ud);
extern void (lua_close) (lua_State *L);
extern lua_State *(lua_newthread) (lua_State *L);
extern int (lua_closethread) (lua_State *L, lua_State *from);
extern int (lua_resetthread) (lua_State *L);

extern lua_CFunction (lua_atpanic) (lua_State *L, lua_CFunction panicf);


extern lua_Number (lua_version) (lua_State *L);





extern int (lua_absindex) (lua_State *L, int idx);
extern int (lua_gettop) (lua_State *L);
extern void (lua_settop) (lua_State *L, int idx);
extern void (lua_pushvalue) (lua_State *L, int idx);
extern void (lua_rotate) (lua_State *L, int idx, int n);
extern void (lua_copy) (lua_State *L, int fromidx, int toidx);
extern int (lua_checkstack) (lua_State *L, int n);

extern void (lua_xmove) (lua_State *from, lua_State *to, int n);






extern int (lua_isnumber) (lua_State *L, int idx);
extern int (lua_isstring) (lua_State *L, int idx);
extern int (lua_iscfunction) (lua_State *L, int idx);
extern int (lua_isinteger) (lua_State *L, int idx);
extern int (lua_isuserdata) (lua_State *L, int idx);
extern int (lua_type) (lua_State *L, int idx);
extern const char *(lua_typename) (lua_State *L, int tp);

extern lua_Number (lua_tonumberx) (lua_State *L, int idx, int *isnum);
extern lua_Integer (lua_tointegerx) (lua_State *L, int idx, int *isnum);
extern int (lua_toboolean) (lua_State *L, int idx);
extern const char *(lua_tolstring) (lua_State *L, int idx, size_t *len);
extern lua_Unsigned (lua_rawlen) (lua_State *L, int idx);
extern lua_CFunction (lua_tocfunction) (lua_State *L, int idx);
extern void *(lua_touserdata) (lua_State *L, int idx);
extern lua_State *(lua_tothread) (lua_State *L, int idx);
extern const void *(lua_topointer) (lua_State *L, int idx);
# 231 "../lua/lua.h"
extern void (lua_arith) (lua_State *L, int op);





extern int (lua_rawequal) (lua_State *L, int idx1, int idx2);
extern int (lua_compare) (lua_State *L, int idx1, int idx2, int op);





extern void (lua_pushnil) (lua_State *L);
extern void (lua_pushnumber) (lua_State *L, lua_Number n);
extern void (lua_pushinteger) (lua_State *L, lua_Integer n);
extern const char *(lua_pushlstring) (lua_State *L, const char *s, size_t len);
extern const char *(lua_pushstring) (lua_State *L, const char *s);
extern const char *(lua_pushvfstring) (lua_State *L, const char *fmt,
                                                      va_list argp);
extern const char *(lua_pushfstring) (lua_State *L, const char *fmt, ...);
extern void (lua_pushcclosure) (lua_State *L, lua_CFunction fn, int n);
extern void (lua_pushboolean) (lua_State *L, int b);
extern void (lua_pushlightuserdata) (lua_State *L, void *p);
extern int (lua_pushthread) (lua_State *L);





extern int (lua_getglobal) (lua_State *L, const char *name);
extern int (lua_gettable) (lua_State *L, int idx);
extern int (lua_getfield) (lua_State *L, int idx, const char *k);
extern int (lua_geti) (lua_State *L, int idx, lua_Integer n);
extern int (lua_rawget) (lua_State *L, int idx);
extern int (lua_rawgeti) (lua_State *L, int idx, lua_Integer n);
extern int (lua_rawgetp) (lua_State *L, int idx, const void *p);

extern void (lua_createtable) (lua_State *L, int narr, int nrec);
extern void *(lua_newuserdatauv) (lua_State *L, size_t sz, int nuvalue);
extern int (lua_getmetatable) (lua_State *L, int objindex);
extern int (lua_getiuservalue) (lua_State *L, int idx, int n);





extern void (lua_setglobal) (lua_State *L, const char *name);
extern void (lua_settable) (lua_State *L, int idx);
extern void (lua_setfield) (lua_State *L, int idx, const char *k);
extern void (lua_seti) (lua_State *L, int idx, lua_Integer n);
extern void (lua_rawset) (lua_State *L, int idx);
extern void (lua_rawseti) (lua_State *L, int idx, lua_Integer n);
extern void (lua_rawsetp) (lua_State *L, int idx, const void *p);
extern int (lua_setmetatable) (lua_State *L, int objindex);
extern int (lua_setiuservalue) (lua_State *L, int idx, int n);





extern void (lua_callk) (lua_State *L, int nargs, int nresults,
                           lua_KContext ctx, lua_KFunction k);


extern int (lua_pcallk) (lua_State *L, int nargs, int nresults, int errfunc,
                            lua_KContext ctx, lua_KFunction k);


extern int (lua_load) (lua_State *L, lua_Reader reader, void *dt,
                          const char *chunkname, const char *mode);

extern int (lua_dump) (lua_State *L, lua_Writer writer, void *data, int strip);





extern int (lua_yieldk) (lua_State *L, int nresults, lua_KContext ctx,
                               lua_KFunction k);
extern int (lua_resume) (lua_State *L, lua_State *from, int narg,
                               int *nres);
extern int (lua_status) (lua_State *L);
extern int (lua_isyieldable) (lua_State *L);







extern void (lua_setwarnf) (lua_State *L, lua_WarnFunction f, void *ud);
extern void (lua_warning) (lua_State *L, const char *msg, int tocont);
# 342 "../lua/lua.h"
extern int (lua_gc) (lua_State *L, int what, ...);






extern int (lua_error) (lua_State *L);

extern int (lua_next) (lua_State *L, int idx);

extern void (lua_concat) (lua_State *L, int n);
extern void (lua_len) (lua_State *L, int idx);

extern size_t (lua_stringtonumber) (lua_State *L, const char *s);

extern lua_Alloc (lua_getallocf) (lua_State *L, void **ud);
extern void (lua_setallocf) (lua_State *L, lua_Alloc f, void *ud);

extern void (lua_toclose) (lua_State *L, int idx);
extern void (lua_closeslot) (lua_State *L, int idx);
# 457 "../lua/lua.h"
extern int (lua_getstack) (lua_State *L, int level, lua_Debug *ar);
extern int (lua_getinfo) (lua_State *L, const char *what, lua_Debug *ar);
extern const char *(lua_getlocal) (lua_State *L, const lua_Debug *ar, int n);
extern const char *(lua_setlocal) (lua_State *L, const lua_Debug *ar, int n);
extern const char *(lua_getupvalue) (lua_State *L, int funcindex, int n);
extern const char *(lua_setupvalue) (lua_State *L, int funcindex, int n);

extern void *(lua_upvalueid) (lua_State *L, int fidx, int n);
extern void (lua_upvaluejoin) (lua_State *L, int fidx1, int n1,
                                               int fidx2, int n2);

extern void (lua_sethook) (lua_State *L, lua_Hook func, int mask, int count);
extern lua_Hook (lua_gethook) (lua_State *L);
extern int (lua_gethookmask) (lua_State *L);
extern int (lua_gethookcount) (lua_State *L);

extern int (lua_setcstacklimit) (lua_State *L, unsigned int limit);

struct lua_Debug {
  int event;
  const char *name;
  const char *namewhat;
  const char *what;
  const char *source;
  size_t srclen;
  int currentline;
  int linedefined;
  int lastlinedefined;
  unsigned char nups;
  unsigned char nparams;
  char isvararg;
  char istailcall;
  unsigned short ftransfer;
  unsigned short ntransfer;
  char short_src[60];

  struct CallInfo *i_ci;
};
# 12 "embed.c" 2
# 1 "../lua/lauxlib.h" 1
# 12 "../lua/lauxlib.h"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 13 "../lua/lauxlib.h" 2



# 1 "../lua/lua.h" 1
# 17 "../lua/lauxlib.h" 2






typedef struct luaL_Buffer luaL_Buffer;
# 38 "../lua/lauxlib.h"
typedef struct luaL_Reg {
  const char *name;
  lua_CFunction func;
} luaL_Reg;




extern void (luaL_checkversion_) (lua_State *L, lua_Number ver, size_t sz);



extern int (luaL_getmetafield) (lua_State *L, int obj, const char *e);
extern int (luaL_callmeta) (lua_State *L, int obj, const char *e);
extern const char *(luaL_tolstring) (lua_State *L, int idx, size_t *len);
extern int (luaL_argerror) (lua_State *L, int arg, const char *extramsg);
extern int (luaL_typeerror) (lua_State *L, int arg, const char *tname);
extern const char *(luaL_checklstring) (lua_State *L, int arg,
                                                          size_t *l);
extern const char *(luaL_optlstring) (lua_State *L, int arg,
                                          const char *def, size_t *l);
extern lua_Number (luaL_checknumber) (lua_State *L, int arg);
extern lua_Number (luaL_optnumber) (lua_State *L, int arg, lua_Number def);

extern lua_Integer (luaL_checkinteger) (lua_State *L, int arg);
extern lua_Integer (luaL_optinteger) (lua_State *L, int arg,
                                          lua_Integer def);

extern void (luaL_checkstack) (lua_State *L, int sz, const char *msg);
extern void (luaL_checktype) (lua_State *L, int arg, int t);
extern void (luaL_checkany) (lua_State *L, int arg);

extern int (luaL_newmetatable) (lua_State *L, const char *tname);
extern void (luaL_setmetatable) (lua_State *L, const char *tname);
extern void *(luaL_testudata) (lua_State *L, int ud, const char *tname);
extern void *(luaL_checkudata) (lua_State *L, int ud, const char *tname);

extern void (luaL_where) (lua_State *L, int lvl);
extern int (luaL_error) (lua_State *L, const char *fmt, ...);

extern int (luaL_checkoption) (lua_State *L, int arg, const char *def,
                                   const char *const lst[]);

extern int (luaL_fileresult) (lua_State *L, int stat, const char *fname);
extern int (luaL_execresult) (lua_State *L, int stat);






extern int (luaL_ref) (lua_State *L, int t);
extern void (luaL_unref) (lua_State *L, int t, int ref);

extern int (luaL_loadfilex) (lua_State *L, const char *filename,
                                               const char *mode);



extern int (luaL_loadbufferx) (lua_State *L, const char *buff, size_t sz,
                                   const char *name, const char *mode);
extern int (luaL_loadstring) (lua_State *L, const char *s);

extern lua_State *(luaL_newstate) (void);

extern lua_Integer (luaL_len) (lua_State *L, int idx);

extern void (luaL_addgsub) (luaL_Buffer *b, const char *s,
                                     const char *p, const char *r);
extern const char *(luaL_gsub) (lua_State *L, const char *s,
                                    const char *p, const char *r);

extern void (luaL_setfuncs) (lua_State *L, const luaL_Reg *l, int nup);

extern int (luaL_getsubtable) (lua_State *L, int idx, const char *fname);

extern void (luaL_traceback) (lua_State *L, lua_State *L1,
                                  const char *msg, int level);

extern void (luaL_requiref) (lua_State *L, const char *modname,
                                 lua_CFunction openf, int glb);
# 191 "../lua/lauxlib.h"
struct luaL_Buffer {
  char *b;
  size_t size;
  size_t n;
  lua_State *L;
  union {
    lua_Number n; double u; void *s; lua_Integer i; long l;
    char b[((int)(16 * sizeof(void*) * sizeof(lua_Number)))];
  } init;
};
# 215 "../lua/lauxlib.h"
extern void (luaL_buffinit) (lua_State *L, luaL_Buffer *B);
extern char *(luaL_prepbuffsize) (luaL_Buffer *B, size_t sz);
extern void (luaL_addlstring) (luaL_Buffer *B, const char *s, size_t l);
extern void (luaL_addstring) (luaL_Buffer *B, const char *s);
extern void (luaL_addvalue) (luaL_Buffer *B);
extern void (luaL_pushresult) (luaL_Buffer *B);
extern void (luaL_pushresultsize) (luaL_Buffer *B, size_t sz);
extern char *(luaL_buffinitsize) (lua_State *L, luaL_Buffer *B, size_t sz);
# 245 "../lua/lauxlib.h"
typedef struct luaL_Stream {
  FILE *f;
  lua_CFunction closef;
} luaL_Stream;
# 13 "embed.c" 2
# 1 "../lua/lualib.h" 1
# 18 "../lua/lualib.h"
extern int (luaopen_base) (lua_State *L);


extern int (luaopen_coroutine) (lua_State *L);


extern int (luaopen_table) (lua_State *L);


extern int (luaopen_io) (lua_State *L);


extern int (luaopen_os) (lua_State *L);


extern int (luaopen_string) (lua_State *L);


extern int (luaopen_utf8) (lua_State *L);


extern int (luaopen_math) (lua_State *L);


extern int (luaopen_debug) (lua_State *L);


extern int (luaopen_package) (lua_State *L);



extern void (luaL_openlibs) (lua_State *L);
# 14 "embed.c" 2
# 26 "embed.c"
typedef struct Chunk {
  double *v;
  size_t lo, hi;
  double acc;
} Chunk;

static void chunk_scale (Chunk *c, double k) {
  size_t i;
  for (i = c->lo; i < c->hi; i++)
    c->v[i] *= k;
}

static void chunk_sum (Chunk *c) {
  size_t i;
  c->acc = 0.0;
  for (i = c->lo; i < c->hi; i++)
    c->acc += c->v[i];
}

static double *check_array (lua_State *L, int arg, size_t *n) {
  size_t i, len;
  double *v;
  luaL_checktype(L, arg, 5);
  len = (size_t)luaL_len(L, arg);
  v = (double *)lua_newuserdatauv(L, len * sizeof(double) + 1, 0);
  for (i = 0; i < len; i++) {
    lua_geti(L, arg, (lua_Integer)i + 1);
    v[i] = luaL_checknumber(L, -1);
    lua_settop(L, -(1)-1);
  }
  *n = len;
  return v;
}

static void push_array (lua_State *L, const double *v, size_t n) {
  size_t i;
  lua_createtable(L, (int)n, 0);
  for (i = 0; i < n; i++) {
    lua_pushnumber(L, v[i]);
    lua_seti(L, -2, (lua_Integer)i + 1);
  }
}

static size_t split (Chunk *chunks, size_t nchunks, double *v, size_t n) {
  size_t k, step = (n + nchunks - 1) / nchunks;
  for (k = 0; k < nchunks; k++) {
    chunks[k].v = v;
    chunks[k].lo = k * step < n ? k * step : n;
    chunks[k].hi = (k + 1) * step < n ? (k + 1) * step : n;
    chunks[k].acc = 0.0;
  }
  return nchunks;
}

static void spawn_sums (Chunk *chunks, size_t nchunks) {
  size_t k;
  for (k = 0; k < nchunks; k++) {
            
# 83 "embed.c"
#pragma omp task firstprivate(k)
    chunk_sum(&chunks[k]);
  }
}

static void spawn_scale (Chunk *chunks, size_t nchunks, double factor) {
  size_t k;
  for (k = 0; k < nchunks; k++) {
            
# 91 "embed.c"
#pragma omp task firstprivate(k)
    chunk_scale(&chunks[k], factor);
  }
}


static double normalize_kernel (Chunk *chunks, size_t nchunks) {
  double total = 0.0;
  size_t k;
  
# 100 "embed.c"
#pragma omp taskgroup
# 100 "embed.c"
  { 
# 100 "embed.c"
#pragma omp taskgroup
# 100 "embed.c"
  { spawn_sums(chunks, nchunks); } }


  for (k = 0; k < nchunks; k++)
    total += chunks[k].acc;
  if (total != 0.0)
    
# 106 "embed.c"
#pragma omp taskgroup
# 106 "embed.c"
    { 
# 106 "embed.c"
#pragma omp taskgroup
# 106 "embed.c"
    { spawn_scale(chunks, nchunks, 1.0 / total); } }


  return total;
}

static int par_scale (lua_State *L) {
  size_t n, nchunks;
  double *v = check_array(L, 1, &n);
  double factor = luaL_checknumber(L, 2);
  Chunk chunks[16];
  nchunks = split(chunks, 16, v, n);
          
# 118 "embed.c"
#pragma omp parallel
          
# 119 "embed.c"
#pragma omp single
  
# 120 "embed.c"
#pragma omp taskgroup
# 120 "embed.c"
  { spawn_scale(chunks, nchunks, factor); }
  push_array(L, v, n);
  return 1;
}

static int par_normalize (lua_State *L) {
  size_t n, nchunks;
  double *v = check_array(L, 1, &n);
  double total = 0.0;
  Chunk chunks[16];
  nchunks = split(chunks, 16, v, n);
          
# 131 "embed.c"
#pragma omp parallel
          
# 132 "embed.c"
#pragma omp single
  total = normalize_kernel(chunks, nchunks);
  push_array(L, v, n);
  lua_pushnumber(L, total);
  return 2;
}

static int par_threads (lua_State *L) {
  lua_pushinteger(L, omp_get_max_threads());
  return 1;
}

static const luaL_Reg par_funcs[] = {
  {"scale", par_scale},
  {"normalize", par_normalize},
  {"threads", par_threads},
  {
# 148 "embed.c" 3 4
  ((void *)0)
# 148 "embed.c"
      , 
# 148 "embed.c" 3 4
        ((void *)0)
# 148 "embed.c"
            }
};

static int luaopen_par (lua_State *L) {
  (luaL_checkversion_(L, 504, (sizeof(lua_Integer)*16 + sizeof(lua_Number))), lua_createtable(L, 0, sizeof(par_funcs)/sizeof((par_funcs)[0]) - 1), luaL_setfuncs(L,par_funcs,0));
  return 1;
}

int main (int argc, char **argv) {
  int status, i;
  lua_State *L = luaL_newstate();
  if (L == 
# 159 "embed.c" 3 4
          ((void *)0)
# 159 "embed.c"
              )
    return 
# 160 "embed.c" 3 4
          1
# 160 "embed.c"
                      ;
  luaL_openlibs(L);
  luaL_requiref(L, "par", luaopen_par, 1);
  lua_settop(L, -(1)-1);
  status = 0;
  for (i = 1; i < argc && status == 0; i++) {
    status = (luaL_loadfilex(L,argv[i],
# 166 "embed.c" 3 4
            ((void *)0)
# 166 "embed.c"
            ) || lua_pcallk(L, (0), ((-1)), (0), 0, 
# 166 "embed.c" 3 4
            ((void *)0)
# 166 "embed.c"
            ));
    if (status != 0)
      fprintf(
# 168 "embed.c" 3 4
             stderr
# 168 "embed.c"
                   , "%s\n", lua_tolstring(L, (-1), 
# 168 "embed.c" 3 4
                             ((void *)0)
# 168 "embed.c"
                             ));
  }
  lua_close(L);
  return status == 0 ? 
# 171 "embed.c" 3 4
                           0 
# 171 "embed.c"
                                        : 
# 171 "embed.c" 3 4
                                          1
# 171 "embed.c"
                                                      ;
}


# 1 "../lua/onelua.c" 1
# 39 "../lua/onelua.c"
# 1 "../lua/lprefix.h" 1
# 40 "../lua/onelua.c" 2

# 1 "/usr/include/assert.h" 1 3 4
# 66 "/usr/include/assert.h" 3 4




# 69 "/usr/include/assert.h" 3 4
extern void __assert_fail (const char *__assertion, const char *__file,
      unsigned int __line, const char *__function)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));


extern void __assert_perror_fail (int __errnum, const char *__file,
      unsigned int __line, const char *__function)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));




extern void __assert (const char *__assertion, const char *__file, int __line)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));



# 42 "../lua/onelua.c" 2
# 1 "/usr/include/ctype.h" 1 3 4
# 28 "/usr/include/ctype.h" 3 4

# 46 "/usr/include/ctype.h" 3 4
enum
{
  _ISupper = ((0) < 8 ? ((1 << (0)) << 8) : ((1 << (0)) >> 8)),
  _ISlower = ((1) < 8 ? ((1 << (1)) << 8) : ((1 << (1)) >> 8)),
  _ISalpha = ((2) < 8 ? ((1 << (2)) << 8) : ((1 << (2)) >> 8)),
  _ISdigit = ((3) < 8 ? ((1 << (3)) << 8) : ((1 << (3)) >> 8)),
  _ISxdigit = ((4) < 8 ? ((1 << (4)) << 8) : ((1 << (4)) >> 8)),
  _ISspace = ((5) < 8 ? ((1 << (5)) << 8) : ((1 << (5)) >> 8)),
  _ISprint = ((6) < 8 ? ((1 << (6)) << 8) : ((1 << (6)) >> 8)),
  _ISgraph = ((7) < 8 ? ((1 << (7)) << 8) : ((1 << (7)) >> 8)),
  _ISblank = ((8) < 8 ? ((1 << (8)) << 8) : ((1 << (8)) >> 8)),
  _IScntrl = ((9) < 8 ? ((1 << (9)) << 8) : ((1 << (9)) >> 8)),
  _ISpunct = ((10) < 8 ? ((1 << (10)) << 8) : ((1 << (10)) >> 8)),
  _ISalnum = ((11) < 8 ? ((1 << (11)) << 8) : ((1 << (11)) >> 8))
};
# 79 "/usr/include/ctype.h" 3 4
extern const unsigned short int **__ctype_b_loc (void)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern const __int32_t **__ctype_tolower_loc (void)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern const __int32_t **__ctype_toupper_loc (void)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
# 108 "/usr/include/ctype.h" 3 4
extern int isalnum (int) __attribute__ ((__nothrow__ , __leaf__));
extern int isalpha (int) __attribute__ ((__nothrow__ , __leaf__));
extern int iscntrl (int) __attribute__ ((__nothrow__ , __leaf__));
extern int isdigit (int) __attribute__ ((__nothrow__ , __leaf__));
extern int islower (int) __attribute__ ((__nothrow__ , __leaf__));
extern int isgraph (int) __attribute__ ((__nothrow__ , __leaf__));
extern int isprint (int) __attribute__ ((__nothrow__ , __leaf__));
extern int ispunct (int) __attribute__ ((__nothrow__ , __leaf__));
extern int isspace (int) __attribute__ ((__nothrow__ , __leaf__));
extern int isupper (int) __attribute__ ((__nothrow__ , __leaf__));
extern int isxdigit (int) __attribute__ ((__nothrow__ , __leaf__));



extern int tolower (int __c) __attribute__ ((__nothrow__ , __leaf__));


extern int toupper (int __c) __attribute__ ((__nothrow__ , __leaf__));




extern int isblank (int) __attribute__ ((__nothrow__ , __leaf__));
# 142 "/usr/include/ctype.h" 3 4
extern int isascii (int __c) __attribute__ ((__nothrow__ , __leaf__));



extern int toascii (int __c) __attribute__ ((__nothrow__ , __leaf__));



extern int _toupper (int) __attribute__ ((__nothrow__ , __leaf__));
extern int _tolower (int) __attribute__ ((__nothrow__ , __leaf__));
# 237 "/usr/include/ctype.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/types/locale_t.h" 1 3 4
# 22 "/usr/include/x86_64-linux-gnu/bits/types/locale_t.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/types/__locale_t.h" 1 3 4
# 27 "/usr/include/x86_64-linux-gnu/bits/types/__locale_t.h" 3 4
struct __locale_struct
{

  struct __locale_data *__locales[13];


  const unsigned short int *__ctype_b;
  const int *__ctype_tolower;
  const int *__ctype_toupper;


  const char *__names[13];
};

typedef struct __locale_struct *__locale_t;
# 23 "/usr/include/x86_64-linux-gnu/bits/types/locale_t.h" 2 3 4

typedef __locale_t locale_t;
# 238 "/usr/include/ctype.h" 2 3 4
# 251 "/usr/include/ctype.h" 3 4
extern int isalnum_l (int, locale_t) __attribute__ ((__nothrow__ , __leaf__));
extern int isalpha_l (int, locale_t) __attribute__ ((__nothrow__ , __leaf__));
extern int iscntrl_l (int, locale_t) __attribute__ ((__nothrow__ , __leaf__));
extern int isdigit_l (int, locale_t) __attribute__ ((__nothrow__ , __leaf__));
extern int islower_l (int, locale_t) __attribute__ ((__nothrow__ , __leaf__));
extern int isgraph_l (int, locale_t) __attribute__ ((__nothrow__ , __leaf__));
extern int isprint_l (int, locale_t) __attribute__ ((__nothrow__ , __leaf__));
extern int ispunct_l (int, locale_t) __attribute__ ((__nothrow__ , __leaf__));
extern int isspace_l (int, locale_t) __attribute__ ((__nothrow__ , __leaf__));
extern int isupper_l (int, locale_t) __attribute__ ((__nothrow__ , __leaf__));
extern int isxdigit_l (int, locale_t) __attribute__ ((__nothrow__ , __leaf__));

extern int isblank_l (int, locale_t) __attribute__ ((__nothrow__ , __leaf__));



extern int __tolower_l (int __c, locale_t __l) __attribute__ ((__nothrow__ , __leaf__));
extern int tolower_l (int __c, locale_t __l) __attribute__ ((__nothrow__ , __leaf__));


extern int __toupper_l (int __c, locale_t __l) __attribute__ ((__nothrow__ , __leaf__));
extern int toupper_l (int __c, locale_t __l) __attribute__ ((__nothrow__ , __leaf__));
# 327 "/usr/include/ctype.h" 3 4

# 43 "../lua/onelua.c" 2
# 1 "/usr/include/errno.h" 1 3 4
# 28 "/usr/include/errno.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/errno.h" 1 3 4
# 26 "/usr/include/x86_64-linux-gnu/bits/errno.h" 3 4
# 1 "/usr/include/linux/errno.h" 1 3 4
# 1 "/usr/include/x86_64-linux-gnu/asm/errno.h" 1 3 4
# 1 "/usr/include/asm-generic/errno.h" 1 3 4




# 1 "/usr/include/asm-generic/errno-base.h" 1 3 4
# 6 "/usr/include/asm-generic/errno.h" 2 3 4
# 2 "/usr/include/x86_64-linux-gnu/asm/errno.h" 2 3 4
# 2 "/usr/include/linux/errno.h" 2 3 4
# 27 "/usr/include/x86_64-linux-gnu/bits/errno.h" 2 3 4
# 29 "/usr/include/errno.h" 2 3 4








extern int *__errno_location (void) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
# 52 "/usr/include/errno.h" 3 4

# 44 "../lua/onelua.c" 2
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/float.h" 1 3 4
# 45 "../lua/onelua.c" 2
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/limits.h" 1 3 4
# 46 "../lua/onelua.c" 2
# 1 "/usr/include/locale.h" 1 3 4
# 28 "/usr/include/locale.h" 3 4
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 29 "/usr/include/locale.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/locale.h" 1 3 4
# 30 "/usr/include/locale.h" 2 3 4


# 51 "/usr/include/locale.h" 3 4
struct lconv
{


  char *decimal_point;
  char *thousands_sep;





  char *grouping;





  char *int_curr_symbol;
  char *currency_symbol;
  char *mon_decimal_point;
  char *mon_thousands_sep;
  char *mon_grouping;
  char *positive_sign;
  char *negative_sign;
  char int_frac_digits;
  char frac_digits;

  char p_cs_precedes;

  char p_sep_by_space;

  char n_cs_precedes;

  char n_sep_by_space;






  char p_sign_posn;
  char n_sign_posn;


  char int_p_cs_precedes;

  char int_p_sep_by_space;

  char int_n_cs_precedes;

  char int_n_sep_by_space;






  char int_p_sign_posn;
  char int_n_sign_posn;
# 118 "/usr/include/locale.h" 3 4
};



extern char *setlocale (int __category, const char *__locale) __attribute__ ((__nothrow__ , __leaf__));


extern struct lconv *localeconv (void) __attribute__ ((__nothrow__ , __leaf__));
# 141 "/usr/include/locale.h" 3 4
extern locale_t newlocale (int __category_mask, const char *__locale,
      locale_t __base) __attribute__ ((__nothrow__ , __leaf__));
# 176 "/usr/include/locale.h" 3 4
extern locale_t duplocale (locale_t __dataset) __attribute__ ((__nothrow__ , __leaf__));



extern void freelocale (locale_t __dataset) __attribute__ ((__nothrow__ , __leaf__));






extern locale_t uselocale (locale_t __dataset) __attribute__ ((__nothrow__ , __leaf__));








# 47 "../lua/onelua.c" 2
# 1 "/usr/include/math.h" 1 3 4
# 27 "/usr/include/math.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/libc-header-start.h" 1 3 4
# 28 "/usr/include/math.h" 2 3 4












# 1 "/usr/include/x86_64-linux-gnu/bits/math-vector.h" 1 3 4
# 25 "/usr/include/x86_64-linux-gnu/bits/math-vector.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/libm-simd-decl-stubs.h" 1 3 4
# 26 "/usr/include/x86_64-linux-gnu/bits/math-vector.h" 2 3 4
# 41 "/usr/include/math.h" 2 3 4
# 152 "/usr/include/math.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/flt-eval-method.h" 1 3 4
# 153 "/usr/include/math.h" 2 3 4
# 163 "/usr/include/math.h" 3 4
typedef float float_t;
typedef double double_t;
# 204 "/usr/include/math.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/fp-logb.h" 1 3 4
# 205 "/usr/include/math.h" 2 3 4
# 247 "/usr/include/math.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/fp-fast.h" 1 3 4
# 248 "/usr/include/math.h" 2 3 4
# 312 "/usr/include/math.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/mathcalls-helper-functions.h" 1 3 4
# 20 "/usr/include/x86_64-linux-gnu/bits/mathcalls-helper-functions.h" 3 4
extern int __fpclassify (double __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));


extern int __signbit (double __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));



extern int __isinf (double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));


extern int __finite (double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));


extern int __isnan (double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));


extern int __iseqsig (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));


extern int __issignaling (double __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
# 313 "/usr/include/math.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/mathcalls.h" 1 3 4
# 53 "/usr/include/x86_64-linux-gnu/bits/mathcalls.h" 3 4
 extern double acos (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __acos (double __x) __attribute__ ((__nothrow__ , __leaf__));

 extern double asin (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __asin (double __x) __attribute__ ((__nothrow__ , __leaf__));

 extern double atan (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __atan (double __x) __attribute__ ((__nothrow__ , __leaf__));

 extern double atan2 (double __y, double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __atan2 (double __y, double __x) __attribute__ ((__nothrow__ , __leaf__));


 extern double cos (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __cos (double __x) __attribute__ ((__nothrow__ , __leaf__));

 extern double sin (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __sin (double __x) __attribute__ ((__nothrow__ , __leaf__));

 extern double tan (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __tan (double __x) __attribute__ ((__nothrow__ , __leaf__));




 extern double cosh (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __cosh (double __x) __attribute__ ((__nothrow__ , __leaf__));

 extern double sinh (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __sinh (double __x) __attribute__ ((__nothrow__ , __leaf__));

 extern double tanh (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __tanh (double __x) __attribute__ ((__nothrow__ , __leaf__));
# 85 "/usr/include/x86_64-linux-gnu/bits/mathcalls.h" 3 4
 extern double acosh (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __acosh (double __x) __attribute__ ((__nothrow__ , __leaf__));

 extern double asinh (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __asinh (double __x) __attribute__ ((__nothrow__ , __leaf__));

 extern double atanh (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __atanh (double __x) __attribute__ ((__nothrow__ , __leaf__));





 extern double exp (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __exp (double __x) __attribute__ ((__nothrow__ , __leaf__));


extern double frexp (double __x, int *__exponent) __attribute__ ((__nothrow__ , __leaf__)); extern double __frexp (double __x, int *__exponent) __attribute__ ((__nothrow__ , __leaf__));


extern double ldexp (double __x, int __exponent) __attribute__ ((__nothrow__ , __leaf__)); extern double __ldexp (double __x, int __exponent) __attribute__ ((__nothrow__ , __leaf__));


 extern double log (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __log (double __x) __attribute__ ((__nothrow__ , __leaf__));


 extern double log10 (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __log10 (double __x) __attribute__ ((__nothrow__ , __leaf__));


extern double modf (double __x, double *__iptr) __attribute__ ((__nothrow__ , __leaf__)); extern double __modf (double __x, double *__iptr) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));
# 119 "/usr/include/x86_64-linux-gnu/bits/mathcalls.h" 3 4
 extern double expm1 (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __expm1 (double __x) __attribute__ ((__nothrow__ , __leaf__));


 extern double log1p (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __log1p (double __x) __attribute__ ((__nothrow__ , __leaf__));


extern double logb (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __logb (double __x) __attribute__ ((__nothrow__ , __leaf__));




 extern double exp2 (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __exp2 (double __x) __attribute__ ((__nothrow__ , __leaf__));


 extern double log2 (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __log2 (double __x) __attribute__ ((__nothrow__ , __leaf__));






 extern double pow (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __pow (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));


extern double sqrt (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __sqrt (double __x) __attribute__ ((__nothrow__ , __leaf__));



 extern double hypot (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __hypot (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));




 extern double cbrt (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __cbrt (double __x) __attribute__ ((__nothrow__ , __leaf__));






extern double ceil (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __ceil (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));


extern double fabs (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __fabs (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));


extern double floor (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __floor (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));


extern double fmod (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __fmod (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));
# 177 "/usr/include/x86_64-linux-gnu/bits/mathcalls.h" 3 4
extern int isinf (double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));




extern int finite (double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));


extern double drem (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __drem (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));



extern double significand (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __significand (double __x) __attribute__ ((__nothrow__ , __leaf__));






extern double copysign (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __copysign (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));




extern double nan (const char *__tagb) __attribute__ ((__nothrow__ , __leaf__)); extern double __nan (const char *__tagb) __attribute__ ((__nothrow__ , __leaf__));
# 213 "/usr/include/x86_64-linux-gnu/bits/mathcalls.h" 3 4
extern int isnan (double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));





extern double j0 (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __j0 (double) __attribute__ ((__nothrow__ , __leaf__));
extern double j1 (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __j1 (double) __attribute__ ((__nothrow__ , __leaf__));
extern double jn (int, double) __attribute__ ((__nothrow__ , __leaf__)); extern double __jn (int, double) __attribute__ ((__nothrow__ , __leaf__));
extern double y0 (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __y0 (double) __attribute__ ((__nothrow__ , __leaf__));
extern double y1 (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __y1 (double) __attribute__ ((__nothrow__ , __leaf__));
extern double yn (int, double) __attribute__ ((__nothrow__ , __leaf__)); extern double __yn (int, double) __attribute__ ((__nothrow__ , __leaf__));





 extern double erf (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __erf (double) __attribute__ ((__nothrow__ , __leaf__));
 extern double erfc (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __erfc (double) __attribute__ ((__nothrow__ , __leaf__));
extern double lgamma (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __lgamma (double) __attribute__ ((__nothrow__ , __leaf__));




extern double tgamma (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __tgamma (double) __attribute__ ((__nothrow__ , __leaf__));





extern double gamma (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __gamma (double) __attribute__ ((__nothrow__ , __leaf__));







extern double lgamma_r (double, int *__signgamp) __attribute__ ((__nothrow__ , __leaf__)); extern double __lgamma_r (double, int *__signgamp) __attribute__ ((__nothrow__ , __leaf__));






extern double rint (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __rint (double __x) __attribute__ ((__nothrow__ , __leaf__));


extern double nextafter (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __nextafter (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));

extern double nexttoward (double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __nexttoward (double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
# 275 "/usr/include/x86_64-linux-gnu/bits/mathcalls.h" 3 4
extern double remainder (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __remainder (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));



extern double scalbn (double __x, int __n) __attribute__ ((__nothrow__ , __leaf__)); extern double __scalbn (double __x, int __n) __attribute__ ((__nothrow__ , __leaf__));



extern int ilogb (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern int __ilogb (double __x) __attribute__ ((__nothrow__ , __leaf__));
# 293 "/usr/include/x86_64-linux-gnu/bits/mathcalls.h" 3 4
extern double scalbln (double __x, long int __n) __attribute__ ((__nothrow__ , __leaf__)); extern double __scalbln (double __x, long int __n) __attribute__ ((__nothrow__ , __leaf__));



extern double nearbyint (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __nearbyint (double __x) __attribute__ ((__nothrow__ , __leaf__));



extern double round (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __round (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));



extern double trunc (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __trunc (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));




extern double remquo (double __x, double __y, int *__quo) __attribute__ ((__nothrow__ , __leaf__)); extern double __remquo (double __x, double __y, int *__quo) __attribute__ ((__nothrow__ , __leaf__));






extern long int lrint (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long int __lrint (double __x) __attribute__ ((__nothrow__ , __leaf__));
__extension__
extern long long int llrint (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long long int __llrint (double __x) __attribute__ ((__nothrow__ , __leaf__));



extern long int lround (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long int __lround (double __x) __attribute__ ((__nothrow__ , __leaf__));
__extension__
extern long long int llround (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long long int __llround (double __x) __attribute__ ((__nothrow__ , __leaf__));



extern double fdim (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __fdim (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));



extern double fmax (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __fmax (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));


extern double fmin (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __fmin (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));



extern double fma (double __x, double __y, double __z) __attribute__ ((__nothrow__ , __leaf__)); extern double __fma (double __x, double __y, double __z) __attribute__ ((__nothrow__ , __leaf__));
# 435 "/usr/include/x86_64-linux-gnu/bits/mathcalls.h" 3 4
extern double scalb (double __x, double __n) __attribute__ ((__nothrow__ , __leaf__)); extern double __scalb (double __x, double __n) __attribute__ ((__nothrow__ , __leaf__));
# 314 "/usr/include/math.h" 2 3 4
# 329 "/usr/include/math.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/mathcalls-helper-functions.h" 1 3 4
# 20 "/usr/include/x86_64-linux-gnu/bits/mathcalls-helper-functions.h" 3 4
extern int __fpclassifyf (float __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));


extern int __signbitf (float __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));



extern int __isinff (float __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));


extern int __finitef (float __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));


extern int __isnanf (float __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));


extern int __iseqsigf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));


extern int __issignalingf (float __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
# 330 "/usr/include/math.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/mathcalls.h" 1 3 4
# 53 "/usr/include/x86_64-linux-gnu/bits/mathcalls.h" 3 4
 extern float acosf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __acosf (float __x) __attribute__ ((__nothrow__ , __leaf__));

 extern float asinf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __asinf (float __x) __attribute__ ((__nothrow__ , __leaf__));

 extern float atanf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __atanf (float __x) __attribute__ ((__nothrow__ , __leaf__));

 extern float atan2f (float __y, float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __atan2f (float __y, float __x) __attribute__ ((__nothrow__ , __leaf__));


 extern float cosf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __cosf (float __x) __attribute__ ((__nothrow__ , __leaf__));

 extern float sinf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __sinf (float __x) __attribute__ ((__nothrow__ , __leaf__));

 extern float tanf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __tanf (float __x) __attribute__ ((__nothrow__ , __leaf__));




 extern float coshf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __coshf (float __x) __attribute__ ((__nothrow__ , __leaf__));

 extern float sinhf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __sinhf (float __x) __attribute__ ((__nothrow__ , __leaf__));

 extern float tanhf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __tanhf (float __x) __attribute__ ((__nothrow__ , __leaf__));
# 85 "/usr/include/x86_64-linux-gnu/bits/mathcalls.h" 3 4
 extern float acoshf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __acoshf (float __x) __attribute__ ((__nothrow__ , __leaf__));

 extern float asinhf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __asinhf (float __x) __attribute__ ((__nothrow__ , __leaf__));

 extern float atanhf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __atanhf (float __x) __attribute__ ((__nothrow__ , __leaf__));





 extern float expf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __expf (float __x) __attribute__ ((__nothrow__ , __leaf__));


extern float frexpf (float __x, int *__exponent) __attribute__ ((__nothrow__ , __leaf__)); extern float __frexpf (float __x, int *__exponent) __attribute__ ((__nothrow__ , __leaf__));


extern float ldexpf (float __x, int __exponent) __attribute__ ((__nothrow__ , __leaf__)); extern float __ldexpf (float __x, int __exponent) __attribute__ ((__nothrow__ , __leaf__));


 extern float logf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __logf (float __x) __attribute__ ((__nothrow__ , __leaf__));


 extern float log10f (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __log10f (float __x) __attribute__ ((__nothrow__ , __leaf__));


extern float modff (float __x, float *__iptr) __attribute__ ((__nothrow__ , __leaf__)); extern float __modff (float __x, float *__iptr) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));
# 119 "/usr/include/x86_64-linux-gnu/bits/mathcalls.h" 3 4
 extern float expm1f (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __expm1f (float __x) __attribute__ ((__nothrow__ , __leaf__));


 extern float log1pf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __log1pf (float __x) __attribute__ ((__nothrow__ , __leaf__));


extern float logbf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __logbf (float __x) __attribute__ ((__nothrow__ , __leaf__));




 extern float exp2f (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __exp2f (float __x) __attribute__ ((__nothrow__ , __leaf__));


 extern float log2f (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __log2f (float __x) __attribute__ ((__nothrow__ , __leaf__));






 extern float powf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __powf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));


extern float sqrtf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __sqrtf (float __x) __attribute__ ((__nothrow__ , __leaf__));



 extern float hypotf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __hypotf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));




 extern float cbrtf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __cbrtf (float __x) __attribute__ ((__nothrow__ , __leaf__));






extern float ceilf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __ceilf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));


extern float fabsf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __fabsf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));


extern float floorf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __floorf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));


extern float fmodf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __fmodf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));
# 177 "/usr/include/x86_64-linux-gnu/bits/mathcalls.h" 3 4
extern int isinff (float __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));




extern int finitef (float __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));


extern float dremf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __dremf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));



extern float significandf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __significandf (float __x) __attribute__ ((__nothrow__ , __leaf__));






extern float copysignf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __copysignf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));




extern float nanf (const char *__tagb) __attribute__ ((__nothrow__ , __leaf__)); extern float __nanf (const char *__tagb) __attribute__ ((__nothrow__ , __leaf__));
# 213 "/usr/include/x86_64-linux-gnu/bits/mathcalls.h" 3 4
extern int isnanf (float __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));





extern float j0f (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __j0f (float) __attribute__ ((__nothrow__ , __leaf__));
extern float j1f (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __j1f (float) __attribute__ ((__nothrow__ , __leaf__));
extern float jnf (int, float) __attribute__ ((__nothrow__ , __leaf__)); extern float __jnf (int, float) __attribute__ ((__nothrow__ , __leaf__));
extern float y0f (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __y0f (float) __attribute__ ((__nothrow__ , __leaf__));
extern float y1f (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __y1f (float) __attribute__ ((__nothrow__ , __leaf__));
extern float ynf (int, float) __attribute__ ((__nothrow__ , __leaf__)); extern float __ynf (int, float) __attribute__ ((__nothrow__ , __leaf__));





 extern float erff (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __erff (float) __attribute__ ((__nothrow__ , __leaf__));
 extern float erfcf (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __erfcf (float) __attribute__ ((__nothrow__ , __leaf__));
extern float lgammaf (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __lgammaf (float) __attribute__ ((__nothrow__ , __leaf__));




extern float tgammaf (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __tgammaf (float) __attribute__ ((__nothrow__ , __leaf__));





extern float gammaf (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __gammaf (float) __attribute__ ((__nothrow__ , __leaf__));







extern float lgammaf_r (float, int *__signgamp) __attribute__ ((__nothrow__ , __leaf__)); extern float __lgammaf_r (float, int *__signgamp) __attribute__ ((__nothrow__ , __leaf__));






extern float rintf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __rintf (float __x) __attribute__ ((__nothrow__ , __leaf__));


extern float nextafterf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __nextafterf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));

extern float nexttowardf (float __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __nexttowardf (float __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
# 275 "/usr/include/x86_64-linux-gnu/bits/mathcalls.h" 3 4
extern float remainderf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __remainderf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));



extern float scalbnf (float __x, int __n) __attribute__ ((__nothrow__ , __leaf__)); extern float __scalbnf (float __x, int __n) __attribute__ ((__nothrow__ , __leaf__));



extern int ilogbf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern int __ilogbf (float __x) __attribute__ ((__nothrow__ , __leaf__));
# 293 "/usr/include/x86_64-linux-gnu/bits/mathcalls.h" 3 4
extern float scalblnf (float __x, long int __n) __attribute__ ((__nothrow__ , __leaf__)); extern float __scalblnf (float __x, long int __n) __attribute__ ((__nothrow__ , __leaf__));



extern float nearbyintf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __nearbyintf (float __x) __attribute__ ((__nothrow__ , __leaf__));



extern float roundf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __roundf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));



extern float truncf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __truncf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));




extern float remquof (float __x, float __y, int *__quo) __attribute__ ((__nothrow__ , __leaf__)); extern float __remquof (float __x, float __y, int *__quo) __attribute__ ((__nothrow__ , __leaf__));






extern long int lrintf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern long int __lrintf (float __x) __attribute__ ((__nothrow__ , __leaf__));
__extension__
extern long long int llrintf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern long long int __llrintf (float __x) __attribute__ ((__nothrow__ , __leaf__));



extern long int lroundf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern long int __lroundf (float __x) __attribute__ ((__nothrow__ , __leaf__));
__extension__
extern long long int llroundf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern long long int __llroundf (float __x) __attribute__ ((__nothrow__ , __leaf__));



extern float fdimf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __fdimf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));



extern float fmaxf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __fmaxf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));


extern float fminf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __fminf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));



extern float fmaf (float __x, float __y, float __z) __attribute__ ((__nothrow__ , __leaf__)); extern float __fmaf (float __x, float __y, float __z) __attribute__ ((__nothrow__ , __leaf__));
# 435 "/usr/include/x86_64-linux-gnu/bits/mathcalls.h" 3 4
extern float scalbf (float __x, float __n) __attribute__ ((__nothrow__ , __leaf__)); extern float __scalbf (float __x, float __n) __attribute__ ((__nothrow__ , __leaf__));
# 331 "/usr/include/math.h" 2 3 4
# 398 "/usr/include/math.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/mathcalls-helper-functions.h" 1 3 4
# 20 "/usr/include/x86_64-linux-gnu/bits/mathcalls-helper-functions.h" 3 4
extern int __fpclassifyl (long double __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));


extern int __signbitl (long double __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));



extern int __isinfl (long double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));


extern int __finitel (long double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));


extern int __isnanl (long double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));


extern int __iseqsigl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));


extern int __issignalingl (long double __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
# 399 "/usr/include/math.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/mathcalls.h" 1 3 4
# 53 "/usr/include/x86_64-linux-gnu/bits/mathcalls.h" 3 4
 extern long double acosl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __acosl (long double __x) __attribute__ ((__nothrow__ , __leaf__));

 extern long double asinl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __asinl (long double __x) __attribute__ ((__nothrow__ , __leaf__));

 extern long double atanl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __atanl (long double __x) __attribute__ ((__nothrow__ , __leaf__));

 extern long double atan2l (long double __y, long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __atan2l (long double __y, long double __x) __attribute__ ((__nothrow__ , __leaf__));


 extern long double cosl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __cosl (long double __x) __attribute__ ((__nothrow__ , __leaf__));

 extern long double sinl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __sinl (long double __x) __attribute__ ((__nothrow__ , __leaf__));

 extern long double tanl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __tanl (long double __x) __attribute__ ((__nothrow__ , __leaf__));




 extern long double coshl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __coshl (long double __x) __attribute__ ((__nothrow__ , __leaf__));

 extern long double sinhl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __sinhl (long double __x) __attribute__ ((__nothrow__ , __leaf__));

 extern long double tanhl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __tanhl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
# 85 "/usr/include/x86_64-linux-gnu/bits/mathcalls.h" 3 4
 extern long double acoshl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __acoshl (long double __x) __attribute__ ((__nothrow__ , __leaf__));

 extern long double asinhl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __asinhl (long double __x) __attribute__ ((__nothrow__ , __leaf__));

 extern long double atanhl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __atanhl (long double __x) __attribute__ ((__nothrow__ , __leaf__));





 extern long double expl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __expl (long double __x) __attribute__ ((__nothrow__ , __leaf__));


extern long double frexpl (long double __x, int *__exponent) __attribute__ ((__nothrow__ , __leaf__)); extern long double __frexpl (long double __x, int *__exponent) __attribute__ ((__nothrow__ , __leaf__));


extern long double ldexpl (long double __x, int __exponent) __attribute__ ((__nothrow__ , __leaf__)); extern long double __ldexpl (long double __x, int __exponent) __attribute__ ((__nothrow__ , __leaf__));


 extern long double logl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __logl (long double __x) __attribute__ ((__nothrow__ , __leaf__));


 extern long double log10l (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __log10l (long double __x) __attribute__ ((__nothrow__ , __leaf__));


extern long double modfl (long double __x, long double *__iptr) __attribute__ ((__nothrow__ , __leaf__)); extern long double __modfl (long double __x, long double *__iptr) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));
# 119 "/usr/include/x86_64-linux-gnu/bits/mathcalls.h" 3 4
 extern long double expm1l (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __expm1l (long double __x) __attribute__ ((__nothrow__ , __leaf__));


 extern long double log1pl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __log1pl (long double __x) __attribute__ ((__nothrow__ , __leaf__));


extern long double logbl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __logbl (long double __x) __attribute__ ((__nothrow__ , __leaf__));




 extern long double exp2l (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __exp2l (long double __x) __attribute__ ((__nothrow__ , __leaf__));


 extern long double log2l (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __log2l (long double __x) __attribute__ ((__nothrow__ , __leaf__));






 extern long double powl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __powl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));


extern long double sqrtl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __sqrtl (long double __x) __attribute__ ((__nothrow__ , __leaf__));



 extern long double hypotl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __hypotl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));




 extern long double cbrtl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __cbrtl (long double __x) __attribute__ ((__nothrow__ , __leaf__));






extern long double ceill (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __ceill (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));


extern long double fabsl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __fabsl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));


extern long double floorl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __floorl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));


extern long double fmodl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __fmodl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
# 177 "/usr/include/x86_64-linux-gnu/bits/mathcalls.h" 3 4
extern int isinfl (long double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));




extern int finitel (long double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));


extern long double dreml (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __dreml (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));



extern long double significandl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __significandl (long double __x) __attribute__ ((__nothrow__ , __leaf__));






extern long double copysignl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __copysignl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));




extern long double nanl (const char *__tagb) __attribute__ ((__nothrow__ , __leaf__)); extern long double __nanl (const char *__tagb) __attribute__ ((__nothrow__ , __leaf__));
# 213 "/usr/include/x86_64-linux-gnu/bits/mathcalls.h" 3 4
extern int isnanl (long double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));





extern long double j0l (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __j0l (long double) __attribute__ ((__nothrow__ , __leaf__));
extern long double j1l (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __j1l (long double) __attribute__ ((__nothrow__ , __leaf__));
extern long double jnl (int, long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __jnl (int, long double) __attribute__ ((__nothrow__ , __leaf__));
extern long double y0l (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __y0l (long double) __attribute__ ((__nothrow__ , __leaf__));
extern long double y1l (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __y1l (long double) __attribute__ ((__nothrow__ , __leaf__));
extern long double ynl (int, long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __ynl (int, long double) __attribute__ ((__nothrow__ , __leaf__));





 extern long double erfl (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __erfl (long double) __attribute__ ((__nothrow__ , __leaf__));
 extern long double erfcl (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __erfcl (long double) __attribute__ ((__nothrow__ , __leaf__));
extern long double lgammal (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __lgammal (long double) __attribute__ ((__nothrow__ , __leaf__));




extern long double tgammal (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __tgammal (long double) __attribute__ ((__nothrow__ , __leaf__));





extern long double gammal (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __gammal (long double) __attribute__ ((__nothrow__ , __leaf__));







extern long double lgammal_r (long double, int *__signgamp) __attribute__ ((__nothrow__ , __leaf__)); extern long double __lgammal_r (long double, int *__signgamp) __attribute__ ((__nothrow__ , __leaf__));






extern long double rintl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __rintl (long double __x) __attribute__ ((__nothrow__ , __leaf__));


extern long double nextafterl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __nextafterl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));

extern long double nexttowardl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __nexttowardl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
# 275 "/usr/include/x86_64-linux-gnu/bits/mathcalls.h" 3 4
extern long double remainderl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __remainderl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));



extern long double scalbnl (long double __x, int __n) __attribute__ ((__nothrow__ , __leaf__)); extern long double __scalbnl (long double __x, int __n) __attribute__ ((__nothrow__ , __leaf__));



extern int ilogbl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern int __ilogbl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
# 293 "/usr/include/x86_64-linux-gnu/bits/mathcalls.h" 3 4
extern long double scalblnl (long double __x, long int __n) __attribute__ ((__nothrow__ , __leaf__)); extern long double __scalblnl (long double __x, long int __n) __attribute__ ((__nothrow__ , __leaf__));



extern long double nearbyintl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __nearbyintl (long double __x) __attribute__ ((__nothrow__ , __leaf__));



extern long double roundl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __roundl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));



extern long double truncl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __truncl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));




extern long double remquol (long double __x, long double __y, int *__quo) __attribute__ ((__nothrow__ , __leaf__)); extern long double __remquol (long double __x, long double __y, int *__quo) __attribute__ ((__nothrow__ , __leaf__));






extern long int lrintl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long int __lrintl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
__extension__
extern long long int llrintl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long long int __llrintl (long double __x) __attribute__ ((__nothrow__ , __leaf__));



extern long int lroundl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long int __lroundl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
__extension__
extern long long int llroundl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long long int __llroundl (long double __x) __attribute__ ((__nothrow__ , __leaf__));



extern long double fdiml (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __fdiml (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));



extern long double fmaxl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __fmaxl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));


extern long double fminl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __fminl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));



extern long double fmal (long double __x, long double __y, long double __z) __attribute__ ((__nothrow__ , __leaf__)); extern long double __fmal (long double __x, long double __y, long double __z) __attribute__ ((__nothrow__ , __leaf__));
# 435 "/usr/include/x86_64-linux-gnu/bits/mathcalls.h" 3 4
extern long double scalbl (long double __x, long double __n) __attribute__ ((__nothrow__ , __leaf__)); extern long double __scalbl (long double __x, long double __n) __attribute__ ((__nothrow__ , __leaf__));
# 400 "/usr/include/math.h" 2 3 4
# 481 "/usr/include/math.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/mathcalls-helper-functions.h" 1 3 4
# 20 "/usr/include/x86_64-linux-gnu/bits/mathcalls-helper-functions.h" 3 4
extern int __fpclassifyf128 (_Float128 __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));


extern int __signbitf128 (_Float128 __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));



extern int __isinff128 (_Float128 __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));


extern int __finitef128 (_Float128 __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));


extern int __isnanf128 (_Float128 __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));


extern int __iseqsigf128 (_Float128 __x, _Float128 __y) __attribute__ ((__nothrow__ , __leaf__));


extern int __issignalingf128 (_Float128 __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
# 482 "/usr/include/math.h" 2 3 4
# 854 "/usr/include/math.h" 3 4
extern int signgam;
# 934 "/usr/include/math.h" 3 4
enum
  {
    FP_NAN =

      0,
    FP_INFINITE =

      1,
    FP_ZERO =

      2,
    FP_SUBNORMAL =

      3,
    FP_NORMAL =

      4
  };
# 1471 "/usr/include/math.h" 3 4

# 48 "../lua/onelua.c" 2
# 1 "/usr/include/setjmp.h" 1 3 4
# 27 "/usr/include/setjmp.h" 3 4


# 1 "/usr/include/x86_64-linux-gnu/bits/setjmp.h" 1 3 4
# 26 "/usr/include/x86_64-linux-gnu/bits/setjmp.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/wordsize.h" 1 3 4
# 27 "/usr/include/x86_64-linux-gnu/bits/setjmp.h" 2 3 4




typedef long int __jmp_buf[8];
# 30 "/usr/include/setjmp.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/types/struct___jmp_buf_tag.h" 1 3 4
# 26 "/usr/include/x86_64-linux-gnu/bits/types/struct___jmp_buf_tag.h" 3 4
struct __jmp_buf_tag
  {




    __jmp_buf __jmpbuf;
    int __mask_was_saved;
    __sigset_t __saved_mask;
  };
# 31 "/usr/include/setjmp.h" 2 3 4

typedef struct __jmp_buf_tag jmp_buf[1];



extern int setjmp (jmp_buf __env) __attribute__ ((__nothrow__));




extern int __sigsetjmp (struct __jmp_buf_tag __env[1], int __savemask) __attribute__ ((__nothrow__));



extern int _setjmp (struct __jmp_buf_tag __env[1]) __attribute__ ((__nothrow__));
# 54 "/usr/include/setjmp.h" 3 4
extern void longjmp (struct __jmp_buf_tag __env[1], int __val)
     __attribute__ ((__nothrow__)) __attribute__ ((__noreturn__));





extern void _longjmp (struct __jmp_buf_tag __env[1], int __val)
     __attribute__ ((__nothrow__)) __attribute__ ((__noreturn__));







typedef struct __jmp_buf_tag sigjmp_buf[1];
# 80 "/usr/include/setjmp.h" 3 4
extern void siglongjmp (sigjmp_buf __env, int __val)
     __attribute__ ((__nothrow__)) __attribute__ ((__noreturn__));
# 90 "/usr/include/setjmp.h" 3 4

# 49 "../lua/onelua.c" 2
# 1 "/usr/include/signal.h" 1 3 4
# 27 "/usr/include/signal.h" 3 4



# 1 "/usr/include/x86_64-linux-gnu/bits/signum-generic.h" 1 3 4
# 76 "/usr/include/x86_64-linux-gnu/bits/signum-generic.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/signum-arch.h" 1 3 4
# 77 "/usr/include/x86_64-linux-gnu/bits/signum-generic.h" 2 3 4
# 31 "/usr/include/signal.h" 2 3 4

# 1 "/usr/include/x86_64-linux-gnu/bits/types/sig_atomic_t.h" 1 3 4







typedef __sig_atomic_t sig_atomic_t;
# 33 "/usr/include/signal.h" 2 3 4
# 57 "/usr/include/signal.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/types/siginfo_t.h" 1 3 4



# 1 "/usr/include/x86_64-linux-gnu/bits/wordsize.h" 1 3 4
# 5 "/usr/include/x86_64-linux-gnu/bits/types/siginfo_t.h" 2 3 4

# 1 "/usr/include/x86_64-linux-gnu/bits/types/__sigval_t.h" 1 3 4
# 24 "/usr/include/x86_64-linux-gnu/bits/types/__sigval_t.h" 3 4
union sigval
{
  int sival_int;
  void *sival_ptr;
};

typedef union sigval __sigval_t;
# 7 "/usr/include/x86_64-linux-gnu/bits/types/siginfo_t.h" 2 3 4
# 16 "/usr/include/x86_64-linux-gnu/bits/types/siginfo_t.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/siginfo-arch.h" 1 3 4
# 17 "/usr/include/x86_64-linux-gnu/bits/types/siginfo_t.h" 2 3 4
# 36 "/usr/include/x86_64-linux-gnu/bits/types/siginfo_t.h" 3 4
typedef struct
  {
    int si_signo;

    int si_errno;

    int si_code;





    int __pad0;


    union
      {
 int _pad[((128 / sizeof (int)) - 4)];


 struct
   {
     __pid_t si_pid;
     __uid_t si_uid;
   } _kill;


 struct
   {
     int si_tid;
     int si_overrun;
     __sigval_t si_sigval;
   } _timer;


 struct
   {
     __pid_t si_pid;
     __uid_t si_uid;
     __sigval_t si_sigval;
   } _rt;


 struct
   {
     __pid_t si_pid;
     __uid_t si_uid;
     int si_status;
     __clock_t si_utime;
     __clock_t si_stime;
   } _sigchld;


 struct
   {
     void *si_addr;
    
     short int si_addr_lsb;
     union
       {

  struct
    {
      void *_lower;
      void *_upper;
    } _addr_bnd;

  __uint32_t _pkey;
       } _bounds;
   } _sigfault;


 struct
   {
     long int si_band;
     int si_fd;
   } _sigpoll;



 struct
   {
     void *_call_addr;
     int _syscall;
     unsigned int _arch;
   } _sigsys;

      } _sifields;
  } siginfo_t ;
# 58 "/usr/include/signal.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/siginfo-consts.h" 1 3 4
# 35 "/usr/include/x86_64-linux-gnu/bits/siginfo-consts.h" 3 4
enum
{
  SI_ASYNCNL = -60,
  SI_DETHREAD = -7,

  SI_TKILL,
  SI_SIGIO,

  SI_ASYNCIO,
  SI_MESGQ,
  SI_TIMER,





  SI_QUEUE,
  SI_USER,
  SI_KERNEL = 0x80
# 66 "/usr/include/x86_64-linux-gnu/bits/siginfo-consts.h" 3 4
};




enum
{
  ILL_ILLOPC = 1,

  ILL_ILLOPN,

  ILL_ILLADR,

  ILL_ILLTRP,

  ILL_PRVOPC,

  ILL_PRVREG,

  ILL_COPROC,

  ILL_BADSTK,

  ILL_BADIADDR

};


enum
{
  FPE_INTDIV = 1,

  FPE_INTOVF,

  FPE_FLTDIV,

  FPE_FLTOVF,

  FPE_FLTUND,

  FPE_FLTRES,

  FPE_FLTINV,

  FPE_FLTSUB,

  FPE_FLTUNK = 14,

  FPE_CONDTRAP

};


enum
{
  SEGV_MAPERR = 1,

  SEGV_ACCERR,

  SEGV_BNDERR,

  SEGV_PKUERR,

  SEGV_ACCADI,

  SEGV_ADIDERR,

  SEGV_ADIPERR,

  SEGV_MTEAERR,

  SEGV_MTESERR

};


enum
{
  BUS_ADRALN = 1,

  BUS_ADRERR,

  BUS_OBJERR,

  BUS_MCEERR_AR,

  BUS_MCEERR_AO

};
# 176 "/usr/include/x86_64-linux-gnu/bits/siginfo-consts.h" 3 4
enum
{
  CLD_EXITED = 1,

  CLD_KILLED,

  CLD_DUMPED,

  CLD_TRAPPED,

  CLD_STOPPED,

  CLD_CONTINUED

};


enum
{
  POLL_IN = 1,

  POLL_OUT,

  POLL_MSG,

  POLL_ERR,

  POLL_PRI,

  POLL_HUP

};
# 59 "/usr/include/signal.h" 2 3 4



# 1 "/usr/include/x86_64-linux-gnu/bits/types/sigval_t.h" 1 3 4
# 16 "/usr/include/x86_64-linux-gnu/bits/types/sigval_t.h" 3 4
typedef __sigval_t sigval_t;
# 63 "/usr/include/signal.h" 2 3 4



# 1 "/usr/include/x86_64-linux-gnu/bits/types/sigevent_t.h" 1 3 4



# 1 "/usr/include/x86_64-linux-gnu/bits/wordsize.h" 1 3 4
# 5 "/usr/include/x86_64-linux-gnu/bits/types/sigevent_t.h" 2 3 4
# 22 "/usr/include/x86_64-linux-gnu/bits/types/sigevent_t.h" 3 4
typedef struct sigevent
  {
    __sigval_t sigev_value;
    int sigev_signo;
    int sigev_notify;

    union
      {
 int _pad[((64 / sizeof (int)) - 4)];



 __pid_t _tid;

 struct
   {
     void (*_function) (__sigval_t);
     pthread_attr_t *_attribute;
   } _sigev_thread;
      } _sigev_un;
  } sigevent_t;
# 67 "/usr/include/signal.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/sigevent-consts.h" 1 3 4
# 27 "/usr/include/x86_64-linux-gnu/bits/sigevent-consts.h" 3 4
enum
{
  SIGEV_SIGNAL = 0,

  SIGEV_NONE,

  SIGEV_THREAD,


  SIGEV_THREAD_ID = 4


};
# 68 "/usr/include/signal.h" 2 3 4




typedef void (*__sighandler_t) (int);




extern __sighandler_t __sysv_signal (int __sig, __sighandler_t __handler)
     __attribute__ ((__nothrow__ , __leaf__));
# 88 "/usr/include/signal.h" 3 4
extern __sighandler_t signal (int __sig, __sighandler_t __handler)
     __attribute__ ((__nothrow__ , __leaf__));
# 112 "/usr/include/signal.h" 3 4
extern int kill (__pid_t __pid, int __sig) __attribute__ ((__nothrow__ , __leaf__));






extern int killpg (__pid_t __pgrp, int __sig) __attribute__ ((__nothrow__ , __leaf__));



extern int raise (int __sig) __attribute__ ((__nothrow__ , __leaf__));



extern __sighandler_t ssignal (int __sig, __sighandler_t __handler)
     __attribute__ ((__nothrow__ , __leaf__));
extern int gsignal (int __sig) __attribute__ ((__nothrow__ , __leaf__));




extern void psignal (int __sig, const char *__s);


extern void psiginfo (const siginfo_t *__pinfo, const char *__s);
# 173 "/usr/include/signal.h" 3 4
extern int sigblock (int __mask) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__deprecated__));


extern int sigsetmask (int __mask) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__deprecated__));


extern int siggetmask (void) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__deprecated__));
# 193 "/usr/include/signal.h" 3 4
typedef __sighandler_t sig_t;





extern int sigemptyset (sigset_t *__set) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));


extern int sigfillset (sigset_t *__set) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));


extern int sigaddset (sigset_t *__set, int __signo) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));


extern int sigdelset (sigset_t *__set, int __signo) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));


extern int sigismember (const sigset_t *__set, int __signo)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
# 229 "/usr/include/signal.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/sigaction.h" 1 3 4
# 27 "/usr/include/x86_64-linux-gnu/bits/sigaction.h" 3 4
struct sigaction
  {


    union
      {

 __sighandler_t sa_handler;

 void (*sa_sigaction) (int, siginfo_t *, void *);
      }
    __sigaction_handler;







    __sigset_t sa_mask;


    int sa_flags;


    void (*sa_restorer) (void);
  };
# 230 "/usr/include/signal.h" 2 3 4


extern int sigprocmask (int __how, const sigset_t *__restrict __set,
   sigset_t *__restrict __oset) __attribute__ ((__nothrow__ , __leaf__));






extern int sigsuspend (const sigset_t *__set) __attribute__ ((__nonnull__ (1)));


extern int sigaction (int __sig, const struct sigaction *__restrict __act,
        struct sigaction *__restrict __oact) __attribute__ ((__nothrow__ , __leaf__));


extern int sigpending (sigset_t *__set) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));







extern int sigwait (const sigset_t *__restrict __set, int *__restrict __sig)
     __attribute__ ((__nonnull__ (1, 2)));







extern int sigwaitinfo (const sigset_t *__restrict __set,
   siginfo_t *__restrict __info) __attribute__ ((__nonnull__ (1)));







extern int sigtimedwait (const sigset_t *__restrict __set,
    siginfo_t *__restrict __info,
    const struct timespec *__restrict __timeout)
     __attribute__ ((__nonnull__ (1)));
# 292 "/usr/include/signal.h" 3 4
extern int sigqueue (__pid_t __pid, int __sig, const union sigval __val)
     __attribute__ ((__nothrow__ , __leaf__));







# 1 "/usr/include/x86_64-linux-gnu/bits/sigcontext.h" 1 3 4
# 31 "/usr/include/x86_64-linux-gnu/bits/sigcontext.h" 3 4
struct _fpx_sw_bytes
{
  __uint32_t magic1;
  __uint32_t extended_size;
  __uint64_t xstate_bv;
  __uint32_t xstate_size;
  __uint32_t __glibc_reserved1[7];
};

struct _fpreg
{
  unsigned short significand[4];
  unsigned short exponent;
};

struct _fpxreg
{
  unsigned short significand[4];
  unsigned short exponent;
  unsigned short __glibc_reserved1[3];
};

struct _xmmreg
{
  __uint32_t element[4];
};
# 123 "/usr/include/x86_64-linux-gnu/bits/sigcontext.h" 3 4
struct _fpstate
{

  __uint16_t cwd;
  __uint16_t swd;
  __uint16_t ftw;
  __uint16_t fop;
  __uint64_t rip;
  __uint64_t rdp;
  __uint32_t mxcsr;
  __uint32_t mxcr_mask;
  struct _fpxreg _st[8];
  struct _xmmreg _xmm[16];
  __uint32_t __glibc_reserved1[24];
};

struct sigcontext
{
  __uint64_t r8;
  __uint64_t r9;
  __uint64_t r10;
  __uint64_t r11;
  __uint64_t r12;
  __uint64_t r13;
  __uint64_t r14;
  __uint64_t r15;
  __uint64_t rdi;
  __uint64_t rsi;
  __uint64_t rbp;
  __uint64_t rbx;
  __uint64_t rdx;
  __uint64_t rax;
  __uint64_t rcx;
  __uint64_t rsp;
  __uint64_t rip;
  __uint64_t eflags;
  unsigned short cs;
  unsigned short gs;
  unsigned short fs;
  unsigned short __pad0;
  __uint64_t err;
  __uint64_t trapno;
  __uint64_t oldmask;
  __uint64_t cr2;
  __extension__ union
    {
      struct _fpstate * fpstate;
      __uint64_t __fpstate_word;
    };
  __uint64_t __reserved1 [8];
};



struct _xsave_hdr
{
  __uint64_t xstate_bv;
  __uint64_t __glibc_reserved1[2];
  __uint64_t __glibc_reserved2[5];
};

struct _ymmh_state
{
  __uint32_t ymmh_space[64];
};

struct _xstate
{
  struct _fpstate fpstate;
  struct _xsave_hdr xstate_hdr;
  struct _ymmh_state ymmh;
};
# 302 "/usr/include/signal.h" 2 3 4


extern int sigreturn (struct sigcontext *__scp) __attribute__ ((__nothrow__ , __leaf__));






# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 312 "/usr/include/signal.h" 2 3 4

# 1 "/usr/include/x86_64-linux-gnu/bits/types/stack_t.h" 1 3 4
# 23 "/usr/include/x86_64-linux-gnu/bits/types/stack_t.h" 3 4
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 24 "/usr/include/x86_64-linux-gnu/bits/types/stack_t.h" 2 3 4


typedef struct
  {
    void *ss_sp;
    int ss_flags;
    size_t ss_size;
  } stack_t;
# 314 "/usr/include/signal.h" 2 3 4


# 1 "/usr/include/x86_64-linux-gnu/sys/ucontext.h" 1 3 4
# 37 "/usr/include/x86_64-linux-gnu/sys/ucontext.h" 3 4
__extension__ typedef long long int greg_t;
# 46 "/usr/include/x86_64-linux-gnu/sys/ucontext.h" 3 4
typedef greg_t gregset_t[23];
# 101 "/usr/include/x86_64-linux-gnu/sys/ucontext.h" 3 4
struct _libc_fpxreg
{
  unsigned short int significand[4];
  unsigned short int exponent;
  unsigned short int __glibc_reserved1[3];
};

struct _libc_xmmreg
{
  __uint32_t element[4];
};

struct _libc_fpstate
{

  __uint16_t cwd;
  __uint16_t swd;
  __uint16_t ftw;
  __uint16_t fop;
  __uint64_t rip;
  __uint64_t rdp;
  __uint32_t mxcsr;
  __uint32_t mxcr_mask;
  struct _libc_fpxreg _st[8];
  struct _libc_xmmreg _xmm[16];
  __uint32_t __glibc_reserved1[24];
};


typedef struct _libc_fpstate *fpregset_t;


typedef struct
  {
    gregset_t gregs;

    fpregset_t fpregs;
    __extension__ unsigned long long __reserved1 [8];
} mcontext_t;


typedef struct ucontext_t
  {
    unsigned long int uc_flags;
    struct ucontext_t *uc_link;
    stack_t uc_stack;
    mcontext_t uc_mcontext;
    sigset_t uc_sigmask;
    struct _libc_fpstate __fpregs_mem;
    __extension__ unsigned long long int __ssp[4];
  } ucontext_t;
# 317 "/usr/include/signal.h" 2 3 4







extern int siginterrupt (int __sig, int __interrupt) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__deprecated__ ("Use sigaction with SA_RESTART instead")));

# 1 "/usr/include/x86_64-linux-gnu/bits/sigstack.h" 1 3 4
# 328 "/usr/include/signal.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/sigstksz.h" 1 3 4
# 329 "/usr/include/signal.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/ss_flags.h" 1 3 4
# 27 "/usr/include/x86_64-linux-gnu/bits/ss_flags.h" 3 4
enum
{
  SS_ONSTACK = 1,

  SS_DISABLE

};
# 330 "/usr/include/signal.h" 2 3 4



extern int sigaltstack (const stack_t *__restrict __ss,
   stack_t *__restrict __oss) __attribute__ ((__nothrow__ , __leaf__));




# 1 "/usr/include/x86_64-linux-gnu/bits/types/struct_sigstack.h" 1 3 4
# 23 "/usr/include/x86_64-linux-gnu/bits/types/struct_sigstack.h" 3 4
struct sigstack
  {
    void *ss_sp;
    int ss_onstack;
  };
# 340 "/usr/include/signal.h" 2 3 4







extern int sigstack (struct sigstack *__ss, struct sigstack *__oss)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__deprecated__));
# 376 "/usr/include/signal.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/sigthread.h" 1 3 4
# 31 "/usr/include/x86_64-linux-gnu/bits/sigthread.h" 3 4
extern int pthread_sigmask (int __how,
       const __sigset_t *__restrict __newmask,
       __sigset_t *__restrict __oldmask)__attribute__ ((__nothrow__ , __leaf__));


extern int pthread_kill (pthread_t __threadid, int __signo) __attribute__ ((__nothrow__ , __leaf__));
# 377 "/usr/include/signal.h" 2 3 4






extern int __libc_current_sigrtmin (void) __attribute__ ((__nothrow__ , __leaf__));

extern int __libc_current_sigrtmax (void) __attribute__ ((__nothrow__ , __leaf__));





# 1 "/usr/include/x86_64-linux-gnu/bits/signal_ext.h" 1 3 4
# 392 "/usr/include/signal.h" 2 3 4


# 50 "../lua/onelua.c" 2

# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 52 "../lua/onelua.c" 2


# 1 "/usr/include/string.h" 1 3 4
# 26 "/usr/include/string.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/libc-header-start.h" 1 3 4
# 27 "/usr/include/string.h" 2 3 4






# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 34 "/usr/include/string.h" 2 3 4
# 43 "/usr/include/string.h" 3 4
extern void *memcpy (void *__restrict __dest, const void *__restrict __src,
       size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));


extern void *memmove (void *__dest, const void *__src, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));





extern void *memccpy (void *__restrict __dest, const void *__restrict __src,
        int __c, size_t __n)
    __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2))) __attribute__ ((__access__ (__write_only__, 1, 4)));




extern void *memset (void *__s, int __c, size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));


extern int memcmp (const void *__s1, const void *__s2, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
# 80 "/usr/include/string.h" 3 4
extern int __memcmpeq (const void *__s1, const void *__s2, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
# 107 "/usr/include/string.h" 3 4
extern void *memchr (const void *__s, int __c, size_t __n)
      __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
# 141 "/usr/include/string.h" 3 4
extern char *strcpy (char *__restrict __dest, const char *__restrict __src)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));

extern char *strncpy (char *__restrict __dest,
        const char *__restrict __src, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));


extern char *strcat (char *__restrict __dest, const char *__restrict __src)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));

extern char *strncat (char *__restrict __dest, const char *__restrict __src,
        size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));


extern int strcmp (const char *__s1, const char *__s2)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));

extern int strncmp (const char *__s1, const char *__s2, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));


extern int strcoll (const char *__s1, const char *__s2)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));

extern size_t strxfrm (char *__restrict __dest,
         const char *__restrict __src, size_t __n)
    __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2))) __attribute__ ((__access__ (__write_only__, 1, 3)));






extern int strcoll_l (const char *__s1, const char *__s2, locale_t __l)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2, 3)));


extern size_t strxfrm_l (char *__dest, const char *__src, size_t __n,
    locale_t __l) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2, 4)))
     __attribute__ ((__access__ (__write_only__, 1, 3)));





extern char *strdup (const char *__s)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) __attribute__ ((__nonnull__ (1)));






extern char *strndup (const char *__string, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) __attribute__ ((__nonnull__ (1)));
# 246 "/usr/include/string.h" 3 4
extern char *strchr (const char *__s, int __c)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
# 273 "/usr/include/string.h" 3 4
extern char *strrchr (const char *__s, int __c)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
# 293 "/usr/include/string.h" 3 4
extern size_t strcspn (const char *__s, const char *__reject)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));


extern size_t strspn (const char *__s, const char *__accept)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
# 323 "/usr/include/string.h" 3 4
extern char *strpbrk (const char *__s, const char *__accept)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
# 350 "/usr/include/string.h" 3 4
extern char *strstr (const char *__haystack, const char *__needle)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));




extern char *strtok (char *__restrict __s, const char *__restrict __delim)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));



extern char *__strtok_r (char *__restrict __s,
    const char *__restrict __delim,
    char **__restrict __save_ptr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2, 3)));

extern char *strtok_r (char *__restrict __s, const char *__restrict __delim,
         char **__restrict __save_ptr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2, 3)));
# 407 "/usr/include/string.h" 3 4
extern size_t strlen (const char *__s)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));




extern size_t strnlen (const char *__string, size_t __maxlen)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));




extern char *strerror (int __errnum) __attribute__ ((__nothrow__ , __leaf__));
# 432 "/usr/include/string.h" 3 4
extern int strerror_r (int __errnum, char *__buf, size_t __buflen) __asm__ ("" "__xpg_strerror_r") __attribute__ ((__nothrow__ , __leaf__))

                        __attribute__ ((__nonnull__ (2)))
    __attribute__ ((__access__ (__write_only__, 2, 3)));
# 458 "/usr/include/string.h" 3 4
extern char *strerror_l (int __errnum, locale_t __l) __attribute__ ((__nothrow__ , __leaf__));



# 1 "/usr/include/strings.h" 1 3 4
# 23 "/usr/include/strings.h" 3 4
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 24 "/usr/include/strings.h" 2 3 4










extern int bcmp (const void *__s1, const void *__s2, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));


extern void bcopy (const void *__src, void *__dest, size_t __n)
  __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));


extern void bzero (void *__s, size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
# 68 "/usr/include/strings.h" 3 4
extern char *index (const char *__s, int __c)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
# 96 "/usr/include/strings.h" 3 4
extern char *rindex (const char *__s, int __c)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));






extern int ffs (int __i) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));





extern int ffsl (long int __l) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
__extension__ extern int ffsll (long long int __ll)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));



extern int strcasecmp (const char *__s1, const char *__s2)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));


extern int strncasecmp (const char *__s1, const char *__s2, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));






extern int strcasecmp_l (const char *__s1, const char *__s2, locale_t __loc)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2, 3)));



extern int strncasecmp_l (const char *__s1, const char *__s2,
     size_t __n, locale_t __loc)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2, 4)));



# 463 "/usr/include/string.h" 2 3 4



extern void explicit_bzero (void *__s, size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)))
    __attribute__ ((__access__ (__write_only__, 1, 2)));



extern char *strsep (char **__restrict __stringp,
       const char *__restrict __delim)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));




extern char *strsignal (int __sig) __attribute__ ((__nothrow__ , __leaf__));
# 489 "/usr/include/string.h" 3 4
extern char *__stpcpy (char *__restrict __dest, const char *__restrict __src)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern char *stpcpy (char *__restrict __dest, const char *__restrict __src)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));



extern char *__stpncpy (char *__restrict __dest,
   const char *__restrict __src, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern char *stpncpy (char *__restrict __dest,
        const char *__restrict __src, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
# 539 "/usr/include/string.h" 3 4

# 55 "../lua/onelua.c" 2
# 1 "/usr/include/time.h" 1 3 4
# 29 "/usr/include/time.h" 3 4
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 30 "/usr/include/time.h" 2 3 4



# 1 "/usr/include/x86_64-linux-gnu/bits/time.h" 1 3 4
# 34 "/usr/include/time.h" 2 3 4





# 1 "/usr/include/x86_64-linux-gnu/bits/types/struct_tm.h" 1 3 4






struct tm
{
  int tm_sec;
  int tm_min;
  int tm_hour;
  int tm_mday;
  int tm_mon;
  int tm_year;
  int tm_wday;
  int tm_yday;
  int tm_isdst;


  long int tm_gmtoff;
  const char *tm_zone;




};
# 40 "/usr/include/time.h" 2 3 4
# 48 "/usr/include/time.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/types/struct_itimerspec.h" 1 3 4







struct itimerspec
  {
    struct timespec it_interval;
    struct timespec it_value;
  };
# 49 "/usr/include/time.h" 2 3 4
struct sigevent;
# 68 "/usr/include/time.h" 3 4




extern clock_t clock (void) __attribute__ ((__nothrow__ , __leaf__));



extern time_t time (time_t *__timer) __attribute__ ((__nothrow__ , __leaf__));


extern double difftime (time_t __time1, time_t __time0)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));


extern time_t mktime (struct tm *__tp) __attribute__ ((__nothrow__ , __leaf__));
# 100 "/usr/include/time.h" 3 4
extern size_t strftime (char *__restrict __s, size_t __maxsize,
   const char *__restrict __format,
   const struct tm *__restrict __tp) __attribute__ ((__nothrow__ , __leaf__));
# 116 "/usr/include/time.h" 3 4
extern size_t strftime_l (char *__restrict __s, size_t __maxsize,
     const char *__restrict __format,
     const struct tm *__restrict __tp,
     locale_t __loc) __attribute__ ((__nothrow__ , __leaf__));
# 132 "/usr/include/time.h" 3 4
extern struct tm *gmtime (const time_t *__timer) __attribute__ ((__nothrow__ , __leaf__));



extern struct tm *localtime (const time_t *__timer) __attribute__ ((__nothrow__ , __leaf__));
# 154 "/usr/include/time.h" 3 4
extern struct tm *gmtime_r (const time_t *__restrict __timer,
       struct tm *__restrict __tp) __attribute__ ((__nothrow__ , __leaf__));



extern struct tm *localtime_r (const time_t *__restrict __timer,
          struct tm *__restrict __tp) __attribute__ ((__nothrow__ , __leaf__));
# 179 "/usr/include/time.h" 3 4
extern char *asctime (const struct tm *__tp) __attribute__ ((__nothrow__ , __leaf__));



extern char *ctime (const time_t *__timer) __attribute__ ((__nothrow__ , __leaf__));
# 197 "/usr/include/time.h" 3 4
extern char *asctime_r (const struct tm *__restrict __tp,
   char *__restrict __buf) __attribute__ ((__nothrow__ , __leaf__));



extern char *ctime_r (const time_t *__restrict __timer,
        char *__restrict __buf) __attribute__ ((__nothrow__ , __leaf__));
# 217 "/usr/include/time.h" 3 4
extern char *__tzname[2];
extern int __daylight;
extern long int __timezone;




extern char *tzname[2];



extern void tzset (void) __attribute__ ((__nothrow__ , __leaf__));



extern int daylight;
extern long int timezone;
# 246 "/usr/include/time.h" 3 4
extern time_t timegm (struct tm *__tp) __attribute__ ((__nothrow__ , __leaf__));
# 263 "/usr/include/time.h" 3 4
extern time_t timelocal (struct tm *__tp) __attribute__ ((__nothrow__ , __leaf__));







extern int dysize (int __year) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
# 281 "/usr/include/time.h" 3 4
extern int nanosleep (const struct timespec *__requested_time,
        struct timespec *__remaining);


extern int clock_getres (clockid_t __clock_id, struct timespec *__res) __attribute__ ((__nothrow__ , __leaf__));


extern int clock_gettime (clockid_t __clock_id, struct timespec *__tp)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));


extern int clock_settime (clockid_t __clock_id, const struct timespec *__tp)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));
# 323 "/usr/include/time.h" 3 4
extern int clock_nanosleep (clockid_t __clock_id, int __flags,
       const struct timespec *__req,
       struct timespec *__rem);
# 338 "/usr/include/time.h" 3 4
extern int clock_getcpuclockid (pid_t __pid, clockid_t *__clock_id) __attribute__ ((__nothrow__ , __leaf__));




extern int timer_create (clockid_t __clock_id,
    struct sigevent *__restrict __evp,
    timer_t *__restrict __timerid) __attribute__ ((__nothrow__ , __leaf__));


extern int timer_delete (timer_t __timerid) __attribute__ ((__nothrow__ , __leaf__));



extern int timer_settime (timer_t __timerid, int __flags,
     const struct itimerspec *__restrict __value,
     struct itimerspec *__restrict __ovalue) __attribute__ ((__nothrow__ , __leaf__));


extern int timer_gettime (timer_t __timerid, struct itimerspec *__value)
     __attribute__ ((__nothrow__ , __leaf__));
# 376 "/usr/include/time.h" 3 4
extern int timer_getoverrun (timer_t __timerid) __attribute__ ((__nothrow__ , __leaf__));






extern int timespec_get (struct timespec *__ts, int __base)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
# 452 "/usr/include/time.h" 3 4

# 56 "../lua/onelua.c" 2
# 74 "../lua/onelua.c"
# 1 "../lua/lzio.c" 1
# 17 "../lua/lzio.c"
# 1 "../lua/llimits.h" 1
# 11 "../lua/llimits.h"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/limits.h" 1 3 4
# 12 "../lua/llimits.h" 2
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 13 "../lua/llimits.h" 2
# 27 "../lua/llimits.h"

# 27 "../lua/llimits.h"
typedef size_t lu_mem;
typedef ptrdiff_t l_mem;







typedef unsigned char lu_byte;
typedef signed char ls_byte;
# 96 "../lua/llimits.h"
typedef double l_uacNumber;
typedef long long l_uacInt;
# 200 "../lua/llimits.h"
typedef unsigned int l_uint32;




typedef l_uint32 Instruction;
# 18 "../lua/lzio.c" 2
# 1 "../lua/lmem.h" 1
# 11 "../lua/lmem.h"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 12 "../lua/lmem.h" 2
# 77 "../lua/lmem.h"
static void __attribute__((noreturn)) luaM_toobig (lua_State *L);


static void *luaM_realloc_ (lua_State *L, void *block, size_t oldsize,
                                                          size_t size);
static void *luaM_saferealloc_ (lua_State *L, void *block, size_t oldsize,
                                                              size_t size);
static void luaM_free_ (lua_State *L, void *block, size_t osize);
static void *luaM_growaux_ (lua_State *L, void *block, int nelems,
                               int *size, int size_elem, int limit,
                               const char *what);
static void *luaM_shrinkvector_ (lua_State *L, void *block, int *nelem,
                                    int final_n, int size_elem);
static void *luaM_malloc_ (lua_State *L, size_t size, int tag);
# 19 "../lua/lzio.c" 2
# 1 "../lua/lstate.h" 1
# 14 "../lua/lstate.h"
typedef struct CallInfo CallInfo;


# 1 "../lua/lobject.h" 1
# 49 "../lua/lobject.h"
typedef union Value {
  struct GCObject *gc;
  void *p;
  lua_CFunction f;
  lua_Integer i;
  lua_Number n;

  lu_byte ub;
} Value;
# 67 "../lua/lobject.h"
typedef struct TValue {
  Value value_; lu_byte tt_;
} TValue;
# 148 "../lua/lobject.h"
typedef union StackValue {
  TValue val;
  struct {
    Value value_; lu_byte tt_;
    unsigned short delta;
  } tbclist;
} StackValue;



typedef StackValue *StkId;






typedef union {
  StkId p;
  ptrdiff_t offset;
} StkIdRel;
# 292 "../lua/lobject.h"
typedef struct GCObject {
  struct GCObject *next; lu_byte tt; lu_byte marked;
} GCObject;
# 386 "../lua/lobject.h"
typedef struct TString {
  struct GCObject *next; lu_byte tt; lu_byte marked;
  lu_byte extra;
  lu_byte shrlen;
  unsigned int hash;
  union {
    size_t lnglen;
    struct TString *hnext;
  } u;
  char contents[1];
} TString;
# 451 "../lua/lobject.h"
typedef union UValue {
  TValue uv;
  lua_Number n; double u; void *s; lua_Integer i; long l;
} UValue;






typedef struct Udata {
  struct GCObject *next; lu_byte tt; lu_byte marked;
  unsigned short nuvalue;
  size_t len;
  struct Table *metatable;
  GCObject *gclist;
  UValue uv[1];
} Udata;
# 480 "../lua/lobject.h"
typedef struct Udata0 {
  struct GCObject *next; lu_byte tt; lu_byte marked;
  unsigned short nuvalue;
  size_t len;
  struct Table *metatable;
  union {lua_Number n; double u; void *s; lua_Integer i; long l;} bindata;
} Udata0;
# 515 "../lua/lobject.h"
typedef struct Upvaldesc {
  TString *name;
  lu_byte instack;
  lu_byte idx;
  lu_byte kind;
} Upvaldesc;






typedef struct LocVar {
  TString *varname;
  int startpc;
  int endpc;
} LocVar;
# 544 "../lua/lobject.h"
typedef struct AbsLineInfo {
  int pc;
  int line;
} AbsLineInfo;




typedef struct Proto {
  struct GCObject *next; lu_byte tt; lu_byte marked;
  lu_byte numparams;
  lu_byte is_vararg;
  lu_byte maxstacksize;
  int sizeupvalues;
  int sizek;
  int sizecode;
  int sizelineinfo;
  int sizep;
  int sizelocvars;
  int sizeabslineinfo;
  int linedefined;
  int lastlinedefined;
  TValue *k;
  Instruction *code;
  struct Proto **p;
  Upvaldesc *upvalues;
  ls_byte *lineinfo;
  AbsLineInfo *abslineinfo;
  LocVar *locvars;
  TString *source;
  GCObject *gclist;
} Proto;
# 629 "../lua/lobject.h"
typedef struct UpVal {
  struct GCObject *next; lu_byte tt; lu_byte marked;
  union {
    TValue *p;
    ptrdiff_t offset;
  } v;
  union {
    struct {
      struct UpVal *next;
      struct UpVal **previous;
    } open;
    TValue value;
  } u;
} UpVal;






typedef struct CClosure {
  struct GCObject *next; lu_byte tt; lu_byte marked; lu_byte nupvalues; GCObject *gclist;
  lua_CFunction f;
  TValue upvalue[1];
} CClosure;


typedef struct LClosure {
  struct GCObject *next; lu_byte tt; lu_byte marked; lu_byte nupvalues; GCObject *gclist;
  struct Proto *p;
  UpVal *upvals[1];
} LClosure;


typedef union Closure {
  CClosure c;
  LClosure l;
} Closure;
# 701 "../lua/lobject.h"
typedef union Node {
  struct NodeKey {
    Value value_; lu_byte tt_;
    lu_byte key_tt;
    int next;
    Value key_val;
  } u;
  TValue i_val;
} Node;
# 739 "../lua/lobject.h"
typedef struct Table {
  struct GCObject *next; lu_byte tt; lu_byte marked;
  lu_byte flags;
  lu_byte lsizenode;
  unsigned int alimit;
  TValue *array;
  Node *node;
  Node *lastfree;
  struct Table *metatable;
  GCObject *gclist;
} Table;
# 799 "../lua/lobject.h"
static int luaO_utf8esc (char *buff, unsigned long x);
static int luaO_ceillog2 (unsigned int x);
static int luaO_rawarith (lua_State *L, int op, const TValue *p1,
                             const TValue *p2, TValue *res);
static void luaO_arith (lua_State *L, int op, const TValue *p1,
                           const TValue *p2, StkId res);
static size_t luaO_str2num (const char *s, TValue *o);
static int luaO_hexavalue (int c);
static void luaO_tostring (lua_State *L, TValue *obj);
static const char *luaO_pushvfstring (lua_State *L, const char *fmt,
                                                       va_list argp);
static const char *luaO_pushfstring (lua_State *L, const char *fmt, ...);
static void luaO_chunkid (char *out, const char *source, size_t srclen);
# 18 "../lua/lstate.h" 2
# 1 "../lua/ltm.h" 1
# 12 "../lua/ltm.h"
# 1 "../lua/lstate.h" 1
# 13 "../lua/ltm.h" 2






typedef enum {
  TM_INDEX,
  TM_NEWINDEX,
  TM_GC,
  TM_MODE,
  TM_LEN,
  TM_EQ,
  TM_ADD,
  TM_SUB,
  TM_MUL,
  TM_MOD,
  TM_POW,
  TM_DIV,
  TM_IDIV,
  TM_BAND,
  TM_BOR,
  TM_BXOR,
  TM_SHL,
  TM_SHR,
  TM_UNM,
  TM_BNOT,
  TM_LT,
  TM_LE,
  TM_CONCAT,
  TM_CALL,
  TM_CLOSE,
  TM_N
} TMS;
# 72 "../lua/ltm.h"



static const char *luaT_objtypename (lua_State *L, const TValue *o);

static const TValue *luaT_gettm (Table *events, TMS event, TString *ename);
static const TValue *luaT_gettmbyobj (lua_State *L, const TValue *o,
                                                       TMS event);
static void luaT_init (lua_State *L);

static void luaT_callTM (lua_State *L, const TValue *f, const TValue *p1,
                            const TValue *p2, const TValue *p3);
static void luaT_callTMres (lua_State *L, const TValue *f,
                            const TValue *p1, const TValue *p2, StkId p3);
static void luaT_trybinTM (lua_State *L, const TValue *p1, const TValue *p2,
                              StkId res, TMS event);
static void luaT_tryconcatTM (lua_State *L);
static void luaT_trybinassocTM (lua_State *L, const TValue *p1,
       const TValue *p2, int inv, StkId res, TMS event);
static void luaT_trybiniTM (lua_State *L, const TValue *p1, lua_Integer i2,
                               int inv, StkId res, TMS event);
static int luaT_callorderTM (lua_State *L, const TValue *p1,
                                const TValue *p2, TMS event);
static int luaT_callorderiTM (lua_State *L, const TValue *p1, int v2,
                                 int inv, int isfloat, TMS event);

static void luaT_adjustvarargs (lua_State *L, int nfixparams,
                                   CallInfo *ci, const Proto *p);
static void luaT_getvarargs (lua_State *L, CallInfo *ci,
                                              StkId where, int wanted);
# 19 "../lua/lstate.h" 2
# 1 "../lua/lzio.h" 1
# 18 "../lua/lzio.h"
typedef struct Zio ZIO;




typedef struct Mbuffer {
  char *buffer;
  size_t n;
  size_t buffsize;
} Mbuffer;
# 47 "../lua/lzio.h"
static void luaZ_init (lua_State *L, ZIO *z, lua_Reader reader,
                                        void *data);
static size_t luaZ_read (ZIO* z, void *b, size_t n);





struct Zio {
  size_t n;
  const char *p;
  lua_Reader reader;
  void *data;
  lua_State *L;
};


static int luaZ_fill (ZIO *z);
# 20 "../lua/lstate.h" 2
# 122 "../lua/lstate.h"
struct lua_longjmp;
# 155 "../lua/lstate.h"
typedef struct stringtable {
  TString **hash;
  int nuse;
  int size;
} stringtable;
# 177 "../lua/lstate.h"
struct CallInfo {
  StkIdRel func;
  StkIdRel top;
  struct CallInfo *previous, *next;
  union {
    struct {
      const Instruction *savedpc;
      volatile sig_atomic_t trap;
      int nextraargs;
    } l;
    struct {
      lua_KFunction k;
      ptrdiff_t old_errfunc;
      lua_KContext ctx;
    } c;
  } u;
  union {
    int funcidx;
    int nyield;
    int nres;
    struct {
      unsigned short ftransfer;
      unsigned short ntransfer;
    } transferinfo;
  } u2;
  short nresults;
  unsigned short callstatus;
};
# 254 "../lua/lstate.h"
typedef struct global_State {
  lua_Alloc frealloc;
  void *ud;
  l_mem totalbytes;
  l_mem GCdebt;
  lu_mem GCestimate;
  lu_mem lastatomic;
  stringtable strt;
  TValue l_registry;
  TValue nilvalue;
  unsigned int seed;
  lu_byte currentwhite;
  lu_byte gcstate;
  lu_byte gckind;
  lu_byte gcstopem;
  lu_byte genminormul;
  lu_byte genmajormul;
  lu_byte gcstp;
  lu_byte gcemergency;
  lu_byte gcpause;
  lu_byte gcstepmul;
  lu_byte gcstepsize;
  GCObject *allgc;
  GCObject **sweepgc;
  GCObject *finobj;
  GCObject *gray;
  GCObject *grayagain;
  GCObject *weak;
  GCObject *ephemeron;
  GCObject *allweak;
  GCObject *tobefnz;
  GCObject *fixedgc;

  GCObject *survival;
  GCObject *old1;
  GCObject *reallyold;
  GCObject *firstold1;
  GCObject *finobjsur;
  GCObject *finobjold1;
  GCObject *finobjrold;
  struct lua_State *twups;
  lua_CFunction panic;
  struct lua_State *mainthread;
  TString *memerrmsg;
  TString *tmname[TM_N];
  struct Table *mt[9];
  TString *strcache[53][2];
  lua_WarnFunction warnf;
  void *ud_warn;
} global_State;





struct lua_State {
  struct GCObject *next; lu_byte tt; lu_byte marked;
  lu_byte status;
  lu_byte allowhook;
  unsigned short nci;
  StkIdRel top;
  global_State *l_G;
  CallInfo *ci;
  StkIdRel stack_last;
  StkIdRel stack;
  UpVal *openupval;
  StkIdRel tbclist;
  GCObject *gclist;
  struct lua_State *twups;
  struct lua_longjmp *errorJmp;
  CallInfo base_ci;
  volatile lua_Hook hook;
  ptrdiff_t errfunc;
  l_uint32 nCcalls;
  int oldpc;
  int basehookcount;
  int hookcount;
  volatile sig_atomic_t hookmask;
};
# 353 "../lua/lstate.h"
union GCUnion {
  GCObject gc;
  struct TString ts;
  struct Udata u;
  union Closure cl;
  struct Table h;
  struct Proto p;
  struct lua_State th;
  struct UpVal upv;
};
# 396 "../lua/lstate.h"
static void luaE_setdebt (global_State *g, l_mem debt);
static void luaE_freethread (lua_State *L, lua_State *L1);
static CallInfo *luaE_extendCI (lua_State *L);
static void luaE_freeCI (lua_State *L);
static void luaE_shrinkCI (lua_State *L);
static void luaE_checkcstack (lua_State *L);
static void luaE_incCstack (lua_State *L);
static void luaE_warning (lua_State *L, const char *msg, int tocont);
static void luaE_warnerror (lua_State *L, const char *where);
static int luaE_resetthread (lua_State *L, int status);
# 20 "../lua/lzio.c" 2



int luaZ_fill (ZIO *z) {
  size_t size;
  lua_State *L = z->L;
  const char *buff;
  ((void) 0);
  buff = z->reader(L, z->data, &size);
  ((void) 0);
  if (buff == 
# 30 "../lua/lzio.c" 3 4
             ((void *)0) 
# 30 "../lua/lzio.c"
                  || size == 0)
    return (-1);
  z->n = size - 1;
  z->p = buff;
  return ((unsigned char)((*(z->p++))));
}


void luaZ_init (lua_State *L, ZIO *z, lua_Reader reader, void *data) {
  z->L = L;
  z->reader = reader;
  z->data = data;
  z->n = 0;
  z->p = 
# 43 "../lua/lzio.c" 3 4
        ((void *)0)
# 43 "../lua/lzio.c"
            ;
}



size_t luaZ_read (ZIO *z, void *b, size_t n) {
  while (n) {
    size_t m;
    if (z->n == 0) {
      if (luaZ_fill(z) == (-1))
        return n;
      else {
        z->n++;
        z->p--;
      }
    }
    m = (n <= z->n) ? n : z->n;
    memcpy(b, z->p, m);
    z->n -= m;
    z->p += m;
    b = (char *)b + m;
    n -= m;
  }
  return 0;
}
# 75 "../lua/onelua.c" 2
# 1 "../lua/lctype.c" 1
# 13 "../lua/lctype.c"
# 1 "../lua/lctype.h" 1
# 34 "../lua/lctype.h"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/limits.h" 1 3 4
# 35 "../lua/lctype.h" 2
# 77 "../lua/lctype.h"

# 14 "../lua/lctype.c" 2



# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/limits.h" 1 3 4
# 18 "../lua/lctype.c" 2
# 28 "../lua/lctype.c"
static const lu_byte luai_ctype_[
# 28 "../lua/lctype.c" 3 4
                                   (0x7f * 2 + 1) 
# 28 "../lua/lctype.c"
                                             + 2] = {
  0x00,
  0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  0x00, 0x08, 0x08, 0x08, 0x08, 0x08, 0x00, 0x00,
  0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  0x0c, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04,
  0x04, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04,
  0x16, 0x16, 0x16, 0x16, 0x16, 0x16, 0x16, 0x16,
  0x16, 0x16, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04,
  0x04, 0x15, 0x15, 0x15, 0x15, 0x15, 0x15, 0x05,
  0x05, 0x05, 0x05, 0x05, 0x05, 0x05, 0x05, 0x05,
  0x05, 0x05, 0x05, 0x05, 0x05, 0x05, 0x05, 0x05,
  0x05, 0x05, 0x05, 0x04, 0x04, 0x04, 0x04, 0x05,
  0x04, 0x15, 0x15, 0x15, 0x15, 0x15, 0x15, 0x05,
  0x05, 0x05, 0x05, 0x05, 0x05, 0x05, 0x05, 0x05,
  0x05, 0x05, 0x05, 0x05, 0x05, 0x05, 0x05, 0x05,
  0x05, 0x05, 0x05, 0x04, 0x04, 0x04, 0x04, 0x00,
  0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
};
# 76 "../lua/onelua.c" 2
# 1 "../lua/lopcodes.c" 1
# 13 "../lua/lopcodes.c"
# 1 "../lua/lopcodes.h" 1
# 32 "../lua/lopcodes.h"
enum OpMode {iABC, iABx, iAsBx, iAx, isJ};
# 197 "../lua/lopcodes.h"
typedef enum {



OP_MOVE,
OP_LOADI,
OP_LOADF,
OP_LOADK,
OP_LOADKX,
OP_LOADFALSE,
OP_LFALSESKIP,
OP_LOADTRUE,
OP_LOADNIL,
OP_GETUPVAL,
OP_SETUPVAL,

OP_GETTABUP,
OP_GETTABLE,
OP_GETI,
OP_GETFIELD,

OP_SETTABUP,
OP_SETTABLE,
OP_SETI,
OP_SETFIELD,

OP_NEWTABLE,

OP_SELF,

OP_ADDI,

OP_ADDK,
OP_SUBK,
OP_MULK,
OP_MODK,
OP_POWK,
OP_DIVK,
OP_IDIVK,

OP_BANDK,
OP_BORK,
OP_BXORK,

OP_SHRI,
OP_SHLI,

OP_ADD,
OP_SUB,
OP_MUL,
OP_MOD,
OP_POW,
OP_DIV,
OP_IDIV,

OP_BAND,
OP_BOR,
OP_BXOR,
OP_SHL,
OP_SHR,

OP_MMBIN,
OP_MMBINI,
OP_MMBINK,

OP_UNM,
OP_BNOT,
OP_NOT,
OP_LEN,

OP_CONCAT,

OP_CLOSE,
OP_TBC,
OP_JMP,
OP_EQ,
OP_LT,
OP_LE,

OP_EQK,
OP_EQI,
OP_LTI,
OP_LEI,
OP_GTI,
OP_GEI,

OP_TEST,
OP_TESTSET,

OP_CALL,
OP_TAILCALL,

OP_RETURN,
OP_RETURN0,
OP_RETURN1,

OP_FORLOOP,
OP_FORPREP,


OP_TFORPREP,
OP_TFORCALL,
OP_TFORLOOP,

OP_SETLIST,

OP_CLOSURE,

OP_VARARG,

OP_VARARGPREP,

OP_EXTRAARG
} OpCode;
# 381 "../lua/lopcodes.h"

# 14 "../lua/lopcodes.c" 2




static const lu_byte luaP_opmodes[((int)(OP_EXTRAARG) + 1)] = {

  (((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iAsBx))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iAsBx))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABx))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABx))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((0) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((0) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((0) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((0) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((0) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((1) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((0) << 3) | (iABC))
 ,(((1) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((0) << 3) | (iABC))
 ,(((1) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((0) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((0) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((0) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((0) << 3) | (isJ))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((1) << 4) | ((0) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((1) << 4) | ((0) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((1) << 4) | ((0) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((1) << 4) | ((0) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((1) << 4) | ((0) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((1) << 4) | ((0) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((1) << 4) | ((0) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((1) << 4) | ((0) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((1) << 4) | ((0) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((1) << 4) | ((0) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((1) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((1) << 6) | ((1) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((1) << 6) | ((1) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((1) << 5) | ((0) << 4) | ((0) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((0) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((0) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABx))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABx))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((0) << 3) | (iABx))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((0) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABx))
 ,(((0) << 7) | ((0) << 6) | ((1) << 5) | ((0) << 4) | ((0) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABx))
 ,(((0) << 7) | ((1) << 6) | ((0) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((1) << 5) | ((0) << 4) | ((1) << 3) | (iABC))
 ,(((0) << 7) | ((0) << 6) | ((0) << 5) | ((0) << 4) | ((0) << 3) | (iAx))
};
# 77 "../lua/onelua.c" 2
# 1 "../lua/lmem.c" 1
# 13 "../lua/lmem.c"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 14 "../lua/lmem.c" 2



# 1 "../lua/ldebug.h" 1
# 39 "../lua/ldebug.h"
static int luaG_getfuncline (const Proto *f, int pc);
static const char *luaG_findlocal (lua_State *L, CallInfo *ci, int n,
                                                    StkId *pos);
static void __attribute__((noreturn)) luaG_typeerror (lua_State *L, const TValue *o,
                                                const char *opname);
static void __attribute__((noreturn)) luaG_callerror (lua_State *L, const TValue *o);
static void __attribute__((noreturn)) luaG_forerror (lua_State *L, const TValue *o,
                                               const char *what);
static void __attribute__((noreturn)) luaG_concaterror (lua_State *L, const TValue *p1,
                                                  const TValue *p2);
static void __attribute__((noreturn)) luaG_opinterror (lua_State *L, const TValue *p1,
                                                 const TValue *p2,
                                                 const char *msg);
static void __attribute__((noreturn)) luaG_tointerror (lua_State *L, const TValue *p1,
                                                 const TValue *p2);
static void __attribute__((noreturn)) luaG_ordererror (lua_State *L, const TValue *p1,
                                                 const TValue *p2);
static void __attribute__((noreturn)) luaG_runerror (lua_State *L, const char *fmt, ...);
static const char *luaG_addinfo (lua_State *L, const char *msg,
                                                  TString *src, int line);
static void __attribute__((noreturn)) luaG_errormsg (lua_State *L);
static int luaG_traceexec (lua_State *L, const Instruction *pc);
# 18 "../lua/lmem.c" 2
# 1 "../lua/ldo.h" 1
# 61 "../lua/ldo.h"
typedef void (*Pfunc) (lua_State *L, void *ud);

static void luaD_seterrorobj (lua_State *L, int errcode, StkId oldtop);
static int luaD_protectedparser (lua_State *L, ZIO *z, const char *name,
                                                  const char *mode);
static void luaD_hook (lua_State *L, int event, int line,
                                        int fTransfer, int nTransfer);
static void luaD_hookcall (lua_State *L, CallInfo *ci);
static int luaD_pretailcall (lua_State *L, CallInfo *ci, StkId func,
                                              int narg1, int delta);
static CallInfo *luaD_precall (lua_State *L, StkId func, int nResults);
static void luaD_call (lua_State *L, StkId func, int nResults);
static void luaD_callnoyield (lua_State *L, StkId func, int nResults);
static StkId luaD_tryfuncTM (lua_State *L, StkId func);
static int luaD_closeprotected (lua_State *L, ptrdiff_t level, int status);
static int luaD_pcall (lua_State *L, Pfunc func, void *u,
                                        ptrdiff_t oldtop, ptrdiff_t ef);
static void luaD_poscall (lua_State *L, CallInfo *ci, int nres);
static int luaD_reallocstack (lua_State *L, int newsize, int raiseerror);
static int luaD_growstack (lua_State *L, int n, int raiseerror);
static void luaD_shrinkstack (lua_State *L);
static void luaD_inctop (lua_State *L);

static void __attribute__((noreturn)) luaD_throw (lua_State *L, int errcode);
static int luaD_rawrunprotected (lua_State *L, Pfunc f, void *ud);
# 19 "../lua/lmem.c" 2
# 1 "../lua/lgc.h" 1
# 188 "../lua/lgc.h"
static void luaC_fix (lua_State *L, GCObject *o);
static void luaC_freeallobjects (lua_State *L);
static void luaC_step (lua_State *L);
static void luaC_runtilstate (lua_State *L, int statesmask);
static void luaC_fullgc (lua_State *L, int isemergency);
static GCObject *luaC_newobj (lua_State *L, int tt, size_t sz);
static GCObject *luaC_newobjdt (lua_State *L, int tt, size_t sz,
                                                 size_t offset);
static void luaC_barrier_ (lua_State *L, GCObject *o, GCObject *v);
static void luaC_barrierback_ (lua_State *L, GCObject *o);
static void luaC_checkfinalizer (lua_State *L, GCObject *o, Table *mt);
static void luaC_changemode (lua_State *L, int newmode);
# 20 "../lua/lmem.c" 2
# 97 "../lua/lmem.c"
void *luaM_growaux_ (lua_State *L, void *block, int nelems, int *psize,
                     int size_elems, int limit, const char *what) {
  void *newblock;
  int size = *psize;
  if (nelems + 1 <= size)
    return block;
  if (size >= limit / 2) {
    if ((__builtin_expect(((size >= limit) != 0), 0)))
      luaG_runerror(L, "too many %s (limit is %d)", what, limit);
    size = limit;
  }
  else {
    size *= 2;
    if (size < 4)
      size = 4;
  }
  ((void)0);

  newblock = luaM_saferealloc_(L, block, ((size_t)((*psize))) * size_elems,
                                         ((size_t)((size))) * size_elems);
  *psize = size;
  return newblock;
}
# 128 "../lua/lmem.c"
void *luaM_shrinkvector_ (lua_State *L, void *block, int *size,
                          int final_n, int size_elem) {
  void *newblock;
  size_t oldsize = ((size_t)(((*size) * size_elem)));
  size_t newsize = ((size_t)((final_n * size_elem)));
  ((void)0);
  newblock = luaM_saferealloc_(L, block, oldsize, newsize);
  *size = final_n;
  return newblock;
}




void __attribute__((noreturn)) luaM_toobig (lua_State *L) {
  luaG_runerror(L, "memory allocation error: block too big");
}





void luaM_free_ (lua_State *L, void *block, size_t osize) {
  global_State *g = (L->l_G);
  ((void)0);
  ((*g->frealloc)(g->ud, block, osize, 0));
  g->GCdebt -= osize;
}






static void *tryagain (lua_State *L, void *block,
                       size_t osize, size_t nsize) {
  global_State *g = (L->l_G);
  if (((((((((&g->nilvalue))->tt_)) & 0x0F)) == (0)) && !g->gcstopem)) {
    luaC_fullgc(L, 1);
    return ((*g->frealloc)(g->ud, block, osize, nsize));
  }
  else return 
# 169 "../lua/lmem.c" 3 4
             ((void *)0)
# 169 "../lua/lmem.c"
                 ;
}





void *luaM_realloc_ (lua_State *L, void *block, size_t osize, size_t nsize) {
  void *newblock;
  global_State *g = (L->l_G);
  ((void)0);
  newblock = ((*g->frealloc)(g->ud, block, osize, nsize));
  if ((__builtin_expect(((newblock == 
# 181 "../lua/lmem.c" 3 4
     ((void *)0) 
# 181 "../lua/lmem.c"
     && nsize > 0) != 0), 0))) {
    newblock = tryagain(L, block, osize, nsize);
    if (newblock == 
# 183 "../lua/lmem.c" 3 4
                   ((void *)0)
# 183 "../lua/lmem.c"
                       )
      return 
# 184 "../lua/lmem.c" 3 4
            ((void *)0)
# 184 "../lua/lmem.c"
                ;
  }
  ((void)0);
  g->GCdebt = (g->GCdebt + nsize) - osize;
  return newblock;
}


void *luaM_saferealloc_ (lua_State *L, void *block, size_t osize,
                                                    size_t nsize) {
  void *newblock = luaM_realloc_(L, block, osize, nsize);
  if ((__builtin_expect(((newblock == 
# 195 "../lua/lmem.c" 3 4
     ((void *)0) 
# 195 "../lua/lmem.c"
     && nsize > 0) != 0), 0)))
    luaD_throw(L, 4);
  return newblock;
}


void *luaM_malloc_ (lua_State *L, size_t size, int tag) {
  if (size == 0)
    return 
# 203 "../lua/lmem.c" 3 4
          ((void *)0)
# 203 "../lua/lmem.c"
              ;
  else {
    global_State *g = (L->l_G);
    void *newblock = ((*g->frealloc)(g->ud, 
# 206 "../lua/lmem.c" 3 4
                    ((void *)0)
# 206 "../lua/lmem.c"
                    , tag, size));
    if ((__builtin_expect(((newblock == 
# 207 "../lua/lmem.c" 3 4
       ((void *)0)
# 207 "../lua/lmem.c"
       ) != 0), 0))) {
      newblock = tryagain(L, 
# 208 "../lua/lmem.c" 3 4
                            ((void *)0)
# 208 "../lua/lmem.c"
                                , tag, size);
      if (newblock == 
# 209 "../lua/lmem.c" 3 4
                     ((void *)0)
# 209 "../lua/lmem.c"
                         )
        luaD_throw(L, 4);
    }
    g->GCdebt += size;
    return newblock;
  }
}
# 78 "../lua/onelua.c" 2
# 1 "../lua/lundump.c" 1
# 13 "../lua/lundump.c"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/limits.h" 1 3 4
# 14 "../lua/lundump.c" 2






# 1 "../lua/lfunc.h" 1
# 50 "../lua/lfunc.h"
static Proto *luaF_newproto (lua_State *L);
static CClosure *luaF_newCclosure (lua_State *L, int nupvals);
static LClosure *luaF_newLclosure (lua_State *L, int nupvals);
static void luaF_initupvals (lua_State *L, LClosure *cl);
static UpVal *luaF_findupval (lua_State *L, StkId level);
static void luaF_newtbcupval (lua_State *L, StkId level);
static void luaF_closeupval (lua_State *L, StkId level);
static StkId luaF_close (lua_State *L, StkId level, int status, int yy);
static void luaF_unlinkupval (UpVal *uv);
static void luaF_freeproto (lua_State *L, Proto *f);
static const char *luaF_getlocalname (const Proto *func, int local_number,
                                         int pc);
# 21 "../lua/lundump.c" 2


# 1 "../lua/lstring.h" 1
# 44 "../lua/lstring.h"
static unsigned int luaS_hash (const char *str, size_t l, unsigned int seed);
static unsigned int luaS_hashlongstr (TString *ts);
static int luaS_eqlngstr (TString *a, TString *b);
static void luaS_resize (lua_State *L, int newsize);
static void luaS_clearcache (global_State *g);
static void luaS_init (lua_State *L);
static void luaS_remove (lua_State *L, TString *ts);
static Udata *luaS_newudata (lua_State *L, size_t s, int nuvalue);
static TString *luaS_newlstr (lua_State *L, const char *str, size_t l);
static TString *luaS_new (lua_State *L, const char *str);
static TString *luaS_createlngstrobj (lua_State *L, size_t l);
# 24 "../lua/lundump.c" 2
# 1 "../lua/lundump.h" 1
# 30 "../lua/lundump.h"
static LClosure* luaU_undump (lua_State* L, ZIO* Z, const char* name);


static int luaU_dump (lua_State* L, const Proto* f, lua_Writer w,
                         void* data, int strip);
# 25 "../lua/lundump.c" 2
# 33 "../lua/lundump.c"
typedef struct {
  lua_State *L;
  ZIO *Z;
  const char *name;
} LoadState;


static void __attribute__((noreturn)) error (LoadState *S, const char *why) {
  luaO_pushfstring(S->L, "%s: bad binary format (%s)", S->name, why);
  luaD_throw(S->L, 3);
}
# 52 "../lua/lundump.c"
static void loadBlock (LoadState *S, void *b, size_t size) {
  if (luaZ_read(S->Z, b, size) != 0)
    error(S, "truncated chunk");
}





static lu_byte loadByte (LoadState *S) {
  int b = (((S->Z)->n--)>0 ? ((unsigned char)((*(S->Z)->p++))) : luaZ_fill(S->Z));
  if (b == (-1))
    error(S, "truncated chunk");
  return ((lu_byte)((b)));
}


static size_t loadUnsigned (LoadState *S, size_t limit) {
  size_t x = 0;
  int b;
  limit >>= 7;
  do {
    b = loadByte(S);
    if (x >= limit)
      error(S, "integer overflow");
    x = (x << 7) | (b & 0x7f);
  } while ((b & 0x80) == 0);
  return x;
}


static size_t loadSize (LoadState *S) {
  return loadUnsigned(S, ~(size_t)0);
}


static int loadInt (LoadState *S) {
  return ((int)((loadUnsigned(S, 0x7fffffff))));
}


static lua_Number loadNumber (LoadState *S) {
  lua_Number x;
  loadBlock(S,&x,(1)*sizeof((&x)[0]));
  return x;
}


static lua_Integer loadInteger (LoadState *S) {
  lua_Integer x;
  loadBlock(S,&x,(1)*sizeof((&x)[0]));
  return x;
}





static TString *loadStringN (LoadState *S, Proto *p) {
  lua_State *L = S->L;
  TString *ts;
  size_t size = loadSize(S);
  if (size == 0)
    return 
# 115 "../lua/lundump.c" 3 4
          ((void *)0)
# 115 "../lua/lundump.c"
              ;
  else if (--size <= 40) {
    char buff[40];
    loadBlock(S,buff,(size)*sizeof((buff)[0]));
    ts = luaS_newlstr(L, buff, size);
  }
  else {
    ts = luaS_createlngstrobj(L, size);
    { TValue *io = ((&(L->top.p)->val)); TString *x_ = (ts); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((x_->tt) | (1 << 6)))); ((void)L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (L == 
# 123 "../lua/lundump.c" 3 4
   ((void *)0) 
# 123 "../lua/lundump.c"
   || !((((((void)0), (((io)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
    luaD_inctop(L);
    loadBlock(S,((ts)->contents),(size)*sizeof((((ts)->contents))[0]));
    L->top.p--;
  }
  ( ((((p)->marked) & ((1<<(5)))) && (((ts)->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrier_(L,(((void)0), (&(((union GCUnion *)((p)))->gc))),(((void)0), (&(((union GCUnion *)((ts)))->gc)))) : ((void)((0))));
  return ts;
}





static TString *loadString (LoadState *S, Proto *p) {
  TString *st = loadStringN(S, p);
  if (st == 
# 138 "../lua/lundump.c" 3 4
           ((void *)0)
# 138 "../lua/lundump.c"
               )
    error(S, "bad format for constant string");
  return st;
}


static void loadCode (LoadState *S, Proto *f) {
  int n = loadInt(S);
  f->code = (((sizeof(n) >= sizeof(size_t) && ((size_t)(((n)))) + 1 > ((size_t)(~(size_t)0))/(sizeof(Instruction))) ? luaM_toobig(S->L) : ((void)((0)))), ((Instruction*)(luaM_malloc_(S->L, (n)*sizeof(Instruction), 0))));
  f->sizecode = n;
  loadBlock(S,f->code,(n)*sizeof((f->code)[0]));
}


static void loadFunction(LoadState *S, Proto *f, TString *psource);


static void loadConstants (LoadState *S, Proto *f) {
  int i;
  int n = loadInt(S);
  f->k = (((sizeof(n) >= sizeof(size_t) && ((size_t)(((n)))) + 1 > ((size_t)(~(size_t)0))/(sizeof(TValue))) ? luaM_toobig(S->L) : ((void)((0)))), ((TValue*)(luaM_malloc_(S->L, (n)*sizeof(TValue), 0))));
  f->sizek = n;
  for (i = 0; i < n; i++)
    ((&f->k[i])->tt_=(((0) | ((0) << 4))));
  for (i = 0; i < n; i++) {
    TValue *o = &f->k[i];
    int t = loadByte(S);
    switch (t) {
      case ((0) | ((0) << 4)):
        ((o)->tt_=(((0) | ((0) << 4))));
        break;
      case ((1) | ((0) << 4)):
        ((o)->tt_=(((1) | ((0) << 4))));
        break;
      case ((1) | ((1) << 4)):
        ((o)->tt_=(((1) | ((1) << 4))));
        break;
      case ((3) | ((1) << 4)):
        { TValue *io=(o); ((io)->value_).n=(loadNumber(S)); ((io)->tt_=(((3) | ((1) << 4)))); };
        break;
      case ((3) | ((0) << 4)):
        { TValue *io=(o); ((io)->value_).i=(loadInteger(S)); ((io)->tt_=(((3) | ((0) << 4)))); };
        break;
      case ((4) | ((0) << 4)):
      case ((4) | ((1) << 4)):
        { TValue *io = (o); TString *x_ = (loadString(S, f)); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((x_->tt) | (1 << 6)))); ((void)S->L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (S->L == 
# 183 "../lua/lundump.c" 3 4
       ((void *)0) 
# 183 "../lua/lundump.c"
       || !((((((void)0), (((io)->value_).gc)))->marked) & ((((S->L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
        break;
      default: ((void)0);
    }
  }
}


static void loadProtos (LoadState *S, Proto *f) {
  int i;
  int n = loadInt(S);
  f->p = (((sizeof(n) >= sizeof(size_t) && ((size_t)(((n)))) + 1 > ((size_t)(~(size_t)0))/(sizeof(Proto *))) ? luaM_toobig(S->L) : ((void)((0)))), ((Proto **)(luaM_malloc_(S->L, (n)*sizeof(Proto *), 0))));
  f->sizep = n;
  for (i = 0; i < n; i++)
    f->p[i] = 
# 197 "../lua/lundump.c" 3 4
             ((void *)0)
# 197 "../lua/lundump.c"
                 ;
  for (i = 0; i < n; i++) {
    f->p[i] = luaF_newproto(S->L);
    ( ((((f)->marked) & ((1<<(5)))) && (((f->p[i])->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrier_(S->L,(((void)0), (&(((union GCUnion *)((f)))->gc))),(((void)0), (&(((union GCUnion *)((f->p[i])))->gc)))) : ((void)((0))));
    loadFunction(S, f->p[i], f->source);
  }
}
# 212 "../lua/lundump.c"
static void loadUpvalues (LoadState *S, Proto *f) {
  int i, n;
  n = loadInt(S);
  f->upvalues = (((sizeof(n) >= sizeof(size_t) && ((size_t)(((n)))) + 1 > ((size_t)(~(size_t)0))/(sizeof(Upvaldesc))) ? luaM_toobig(S->L) : ((void)((0)))), ((Upvaldesc*)(luaM_malloc_(S->L, (n)*sizeof(Upvaldesc), 0))));
  f->sizeupvalues = n;
  for (i = 0; i < n; i++)
    f->upvalues[i].name = 
# 218 "../lua/lundump.c" 3 4
                         ((void *)0)
# 218 "../lua/lundump.c"
                             ;
  for (i = 0; i < n; i++) {
    f->upvalues[i].instack = loadByte(S);
    f->upvalues[i].idx = loadByte(S);
    f->upvalues[i].kind = loadByte(S);
  }
}


static void loadDebug (LoadState *S, Proto *f) {
  int i, n;
  n = loadInt(S);
  f->lineinfo = (((sizeof(n) >= sizeof(size_t) && ((size_t)(((n)))) + 1 > ((size_t)(~(size_t)0))/(sizeof(ls_byte))) ? luaM_toobig(S->L) : ((void)((0)))), ((ls_byte*)(luaM_malloc_(S->L, (n)*sizeof(ls_byte), 0))));
  f->sizelineinfo = n;
  loadBlock(S,f->lineinfo,(n)*sizeof((f->lineinfo)[0]));
  n = loadInt(S);
  f->abslineinfo = (((sizeof(n) >= sizeof(size_t) && ((size_t)(((n)))) + 1 > ((size_t)(~(size_t)0))/(sizeof(AbsLineInfo))) ? luaM_toobig(S->L) : ((void)((0)))), ((AbsLineInfo*)(luaM_malloc_(S->L, (n)*sizeof(AbsLineInfo), 0))));
  f->sizeabslineinfo = n;
  for (i = 0; i < n; i++) {
    f->abslineinfo[i].pc = loadInt(S);
    f->abslineinfo[i].line = loadInt(S);
  }
  n = loadInt(S);
  f->locvars = (((sizeof(n) >= sizeof(size_t) && ((size_t)(((n)))) + 1 > ((size_t)(~(size_t)0))/(sizeof(LocVar))) ? luaM_toobig(S->L) : ((void)((0)))), ((LocVar*)(luaM_malloc_(S->L, (n)*sizeof(LocVar), 0))));
  f->sizelocvars = n;
  for (i = 0; i < n; i++)
    f->locvars[i].varname = 
# 244 "../lua/lundump.c" 3 4
                           ((void *)0)
# 244 "../lua/lundump.c"
                               ;
  for (i = 0; i < n; i++) {
    f->locvars[i].varname = loadStringN(S, f);
    f->locvars[i].startpc = loadInt(S);
    f->locvars[i].endpc = loadInt(S);
  }
  n = loadInt(S);
  if (n != 0)
    n = f->sizeupvalues;
  for (i = 0; i < n; i++)
    f->upvalues[i].name = loadStringN(S, f);
}


static void loadFunction (LoadState *S, Proto *f, TString *psource) {
  f->source = loadStringN(S, f);
  if (f->source == 
# 260 "../lua/lundump.c" 3 4
                  ((void *)0)
# 260 "../lua/lundump.c"
                      )
    f->source = psource;
  f->linedefined = loadInt(S);
  f->lastlinedefined = loadInt(S);
  f->numparams = loadByte(S);
  f->is_vararg = loadByte(S);
  f->maxstacksize = loadByte(S);
  loadCode(S, f);
  loadConstants(S, f);
  loadUpvalues(S, f);
  loadProtos(S, f);
  loadDebug(S, f);
}


static void checkliteral (LoadState *S, const char *s, const char *msg) {
  char buff[sizeof("\x1bLua") + sizeof("\x19\x93\r\n\x1a\n")];
  size_t len = strlen(s);
  loadBlock(S,buff,(len)*sizeof((buff)[0]));
  if (memcmp(s, buff, len) != 0)
    error(S, msg);
}


static void fchecksize (LoadState *S, size_t size, const char *tname) {
  if (loadByte(S) != size)
    error(S, luaO_pushfstring(S->L, "%s size mismatch", tname));
}




static void checkHeader (LoadState *S) {

  checkliteral(S, &"\x1bLua"[1], "not a binary chunk");
  if (loadByte(S) != (("5"[0]-'0')*16+("4"[0]-'0')))
    error(S, "version mismatch");
  if (loadByte(S) != 0)
    error(S, "format mismatch");
  checkliteral(S, "\x19\x93\r\n\x1a\n", "corrupted chunk");
  fchecksize(S,sizeof(Instruction),"Instruction");
  fchecksize(S,sizeof(lua_Integer),"lua_Integer");
  fchecksize(S,sizeof(lua_Number),"lua_Number");
  if (loadInteger(S) != 0x5678)
    error(S, "integer format mismatch");
  if (loadNumber(S) != ((lua_Number)((370.5))))
    error(S, "float format mismatch");
}





LClosure *luaU_undump(lua_State *L, ZIO *Z, const char *name) {
  LoadState S;
  LClosure *cl;
  if (*name == '@' || *name == '=')
    S.name = name + 1;
  else if (*name == "\x1bLua"[0])
    S.name = "binary string";
  else
    S.name = name;
  S.L = L;
  S.Z = Z;
  checkHeader(&S);
  cl = luaF_newLclosure(L, loadByte(&S));
  { TValue *io = ((&(L->top.p)->val)); LClosure *x_ = (cl); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((((6) | ((0) << 4))) | (1 << 6)))); ((void)L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (L == 
# 326 "../lua/lundump.c" 3 4
 ((void *)0) 
# 326 "../lua/lundump.c"
 || !((((((void)0), (((io)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
  luaD_inctop(L);
  cl->p = luaF_newproto(L);
  ( ((((cl)->marked) & ((1<<(5)))) && (((cl->p)->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrier_(L,(((void)0), (&(((union GCUnion *)((cl)))->gc))),(((void)0), (&(((union GCUnion *)((cl->p)))->gc)))) : ((void)((0))));
  loadFunction(&S, cl->p, 
# 330 "../lua/lundump.c" 3 4
                         ((void *)0)
# 330 "../lua/lundump.c"
                             );
  ((void)0);
  ;
  return cl;
}
# 79 "../lua/onelua.c" 2
# 1 "../lua/ldump.c" 1
# 13 "../lua/ldump.c"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/limits.h" 1 3 4
# 14 "../lua/ldump.c" 2
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 15 "../lua/ldump.c" 2
# 23 "../lua/ldump.c"
typedef struct {
  lua_State *L;
  lua_Writer writer;
  void *data;
  int strip;
  int status;
} DumpState;
# 41 "../lua/ldump.c"
static void dumpBlock (DumpState *D, const void *b, size_t size) {
  if (D->status == 0 && size > 0) {
    ((void) 0);
    D->status = (*D->writer)(D->L, b, size, D->data);
    ((void) 0);
  }
}





static void dumpByte (DumpState *D, int y) {
  lu_byte x = (lu_byte)y;
  dumpBlock(D,&x,(1)*sizeof((&x)[0]));
}
# 65 "../lua/ldump.c"
static void dumpSize (DumpState *D, size_t x) {
  lu_byte buff[((sizeof(size_t) * 8 + 6) / 7)];
  int n = 0;
  do {
    buff[((sizeof(size_t) * 8 + 6) / 7) - (++n)] = x & 0x7f;
    x >>= 7;
  } while (x != 0);
  buff[((sizeof(size_t) * 8 + 6) / 7) - 1] |= 0x80;
  dumpBlock(D,buff + ((sizeof(size_t) * 8 + 6) / 7) - n,(n)*sizeof((buff + ((sizeof(size_t) * 8 + 6) / 7) - n)[0]));
}


static void dumpInt (DumpState *D, int x) {
  dumpSize(D, x);
}


static void dumpNumber (DumpState *D, lua_Number x) {
  dumpBlock(D,&x,(1)*sizeof((&x)[0]));
}


static void dumpInteger (DumpState *D, lua_Integer x) {
  dumpBlock(D,&x,(1)*sizeof((&x)[0]));
}


static void dumpString (DumpState *D, const TString *s) {
  if (s == 
# 93 "../lua/ldump.c" 3 4
          ((void *)0)
# 93 "../lua/ldump.c"
              )
    dumpSize(D, 0);
  else {
    size_t size = ((s)->tt == ((4) | ((0) << 4)) ? (s)->shrlen : (s)->u.lnglen);
    const char *str = ((s)->contents);
    dumpSize(D, size + 1);
    dumpBlock(D,str,(size)*sizeof((str)[0]));
  }
}


static void dumpCode (DumpState *D, const Proto *f) {
  dumpInt(D, f->sizecode);
  dumpBlock(D,f->code,(f->sizecode)*sizeof((f->code)[0]));
}


static void dumpFunction(DumpState *D, const Proto *f, TString *psource);

static void dumpConstants (DumpState *D, const Proto *f) {
  int i;
  int n = f->sizek;
  dumpInt(D, n);
  for (i = 0; i < n; i++) {
    const TValue *o = &f->k[i];
    int tt = ((((o)->tt_)) & 0x3F);
    dumpByte(D, tt);
    switch (tt) {
      case ((3) | ((1) << 4)):
        dumpNumber(D, (((void)0), (((o)->value_).n)));
        break;
      case ((3) | ((0) << 4)):
        dumpInteger(D, (((void)0), (((o)->value_).i)));
        break;
      case ((4) | ((0) << 4)):
      case ((4) | ((1) << 4)):
        dumpString(D, (((void)0), ((((void)0), (&((((union GCUnion *)((((o)->value_).gc))))->ts))))));
        break;
      default:
        ((void)0);
    }
  }
}


static void dumpProtos (DumpState *D, const Proto *f) {
  int i;
  int n = f->sizep;
  dumpInt(D, n);
  for (i = 0; i < n; i++)
    dumpFunction(D, f->p[i], f->source);
}


static void dumpUpvalues (DumpState *D, const Proto *f) {
  int i, n = f->sizeupvalues;
  dumpInt(D, n);
  for (i = 0; i < n; i++) {
    dumpByte(D, f->upvalues[i].instack);
    dumpByte(D, f->upvalues[i].idx);
    dumpByte(D, f->upvalues[i].kind);
  }
}


static void dumpDebug (DumpState *D, const Proto *f) {
  int i, n;
  n = (D->strip) ? 0 : f->sizelineinfo;
  dumpInt(D, n);
  dumpBlock(D,f->lineinfo,(n)*sizeof((f->lineinfo)[0]));
  n = (D->strip) ? 0 : f->sizeabslineinfo;
  dumpInt(D, n);
  for (i = 0; i < n; i++) {
    dumpInt(D, f->abslineinfo[i].pc);
    dumpInt(D, f->abslineinfo[i].line);
  }
  n = (D->strip) ? 0 : f->sizelocvars;
  dumpInt(D, n);
  for (i = 0; i < n; i++) {
    dumpString(D, f->locvars[i].varname);
    dumpInt(D, f->locvars[i].startpc);
    dumpInt(D, f->locvars[i].endpc);
  }
  n = (D->strip) ? 0 : f->sizeupvalues;
  dumpInt(D, n);
  for (i = 0; i < n; i++)
    dumpString(D, f->upvalues[i].name);
}


static void dumpFunction (DumpState *D, const Proto *f, TString *psource) {
  if (D->strip || f->source == psource)
    dumpString(D, 
# 185 "../lua/ldump.c" 3 4
                 ((void *)0)
# 185 "../lua/ldump.c"
                     );
  else
    dumpString(D, f->source);
  dumpInt(D, f->linedefined);
  dumpInt(D, f->lastlinedefined);
  dumpByte(D, f->numparams);
  dumpByte(D, f->is_vararg);
  dumpByte(D, f->maxstacksize);
  dumpCode(D, f);
  dumpConstants(D, f);
  dumpUpvalues(D, f);
  dumpProtos(D, f);
  dumpDebug(D, f);
}


static void dumpHeader (DumpState *D) {
  dumpBlock(D,"\x1bLua",sizeof("\x1bLua") - sizeof(char));
  dumpByte(D, (("5"[0]-'0')*16+("4"[0]-'0')));
  dumpByte(D, 0);
  dumpBlock(D,"\x19\x93\r\n\x1a\n",sizeof("\x19\x93\r\n\x1a\n") - sizeof(char));
  dumpByte(D, sizeof(Instruction));
  dumpByte(D, sizeof(lua_Integer));
  dumpByte(D, sizeof(lua_Number));
  dumpInteger(D, 0x5678);
  dumpNumber(D, ((lua_Number)((370.5))));
}





int luaU_dump(lua_State *L, const Proto *f, lua_Writer w, void *data,
              int strip) {
  DumpState D;
  D.L = L;
  D.writer = w;
  D.data = data;
  D.strip = strip;
  D.status = 0;
  dumpHeader(&D);
  dumpByte(&D, f->sizeupvalues);
  dumpFunction(&D, f, 
# 227 "../lua/ldump.c" 3 4
                     ((void *)0)
# 227 "../lua/ldump.c"
                         );
  return D.status;
}
# 80 "../lua/onelua.c" 2
# 1 "../lua/lstate.c" 1
# 13 "../lua/lstate.c"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 14 "../lua/lstate.c" 2




# 1 "../lua/lapi.h" 1
# 19 "../lua/lstate.c" 2




# 1 "../lua/llex.h" 1
# 10 "../lua/llex.h"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/limits.h" 1 3 4
# 11 "../lua/llex.h" 2
# 32 "../lua/llex.h"
enum RESERVED {

  TK_AND = (
# 34 "../lua/llex.h" 3 4
          (0x7f * 2 + 1) 
# 34 "../lua/llex.h"
          + 1), TK_BREAK,
  TK_DO, TK_ELSE, TK_ELSEIF, TK_END, TK_FALSE, TK_FOR, TK_FUNCTION,
  TK_GOTO, TK_IF, TK_IN, TK_LOCAL, TK_NIL, TK_NOT, TK_OR, TK_REPEAT,
  TK_RETURN, TK_THEN, TK_TRUE, TK_UNTIL, TK_WHILE,

  TK_IDIV, TK_CONCAT, TK_DOTS, TK_EQ, TK_GE, TK_LE, TK_NE,
  TK_SHL, TK_SHR,
  TK_DBCOLON, TK_EOS,
  TK_FLT, TK_INT, TK_NAME, TK_STRING
};





typedef union {
  lua_Number r;
  lua_Integer i;
  TString *ts;
} SemInfo;


typedef struct Token {
  int token;
  SemInfo seminfo;
} Token;




typedef struct LexState {
  int current;
  int linenumber;
  int lastline;
  Token t;
  Token lookahead;
  struct FuncState *fs;
  struct lua_State *L;
  ZIO *z;
  Mbuffer *buff;
  Table *h;
  struct Dyndata *dyd;
  TString *source;
  TString *envn;
} LexState;


static void luaX_init (lua_State *L);
static void luaX_setinput (lua_State *L, LexState *ls, ZIO *z,
                              TString *source, int firstchar);
static TString *luaX_newstring (LexState *ls, const char *str, size_t l);
static void luaX_next (LexState *ls);
static int luaX_lookahead (LexState *ls);
static void __attribute__((noreturn)) luaX_syntaxerror (LexState *ls, const char *s);
static const char *luaX_token2str (LexState *ls, int token);
# 24 "../lua/lstate.c" 2



# 1 "../lua/ltable.h" 1
# 38 "../lua/ltable.h"
static const TValue *luaH_getint (Table *t, lua_Integer key);
static void luaH_setint (lua_State *L, Table *t, lua_Integer key,
                                                    TValue *value);
static const TValue *luaH_getshortstr (Table *t, TString *key);
static const TValue *luaH_getstr (Table *t, TString *key);
static const TValue *luaH_get (Table *t, const TValue *key);
static void luaH_newkey (lua_State *L, Table *t, const TValue *key,
                                                    TValue *value);
static void luaH_set (lua_State *L, Table *t, const TValue *key,
                                                 TValue *value);
static void luaH_finishset (lua_State *L, Table *t, const TValue *key,
                                       const TValue *slot, TValue *value);
static Table *luaH_new (lua_State *L);
static void luaH_resize (lua_State *L, Table *t, unsigned int nasize,
                                                    unsigned int nhsize);
static void luaH_resizearray (lua_State *L, Table *t, unsigned int nasize);
static void luaH_free (lua_State *L, Table *t);
static int luaH_next (lua_State *L, Table *t, StkId key);
static lua_Unsigned luaH_getn (Table *t);
static unsigned int luaH_realasize (const Table *t);
# 28 "../lua/lstate.c" 2







typedef struct LX {
  lu_byte extra_[(sizeof(void *))];
  lua_State l;
} LX;





typedef struct LG {
  LX l;
  global_State g;
} LG;
# 71 "../lua/lstate.c"
static unsigned int luai_makeseed (lua_State *L) {
  char buff[3 * sizeof(size_t)];
  unsigned int h = ((unsigned int)((time(
# 73 "../lua/lstate.c" 3 4
                  ((void *)0)
# 73 "../lua/lstate.c"
                  ))));
  int p = 0;
  { size_t t = ((size_t)((L))); memcpy(buff + p, &t, sizeof(t)); p += sizeof(t); };
  { size_t t = ((size_t)((&h))); memcpy(buff + p, &t, sizeof(t)); p += sizeof(t); };
  { size_t t = ((size_t)((&lua_newstate))); memcpy(buff + p, &t, sizeof(t)); p += sizeof(t); };
  ((void)0);
  return luaS_hash(buff, p, h);
}
# 89 "../lua/lstate.c"
void luaE_setdebt (global_State *g, l_mem debt) {
  l_mem tb = ((lu_mem)((g)->totalbytes + (g)->GCdebt));
  ((void)0);
  if (debt < tb - ((l_mem)(((lu_mem)(~(lu_mem)0)) >> 1)))
    debt = tb - ((l_mem)(((lu_mem)(~(lu_mem)0)) >> 1));
  g->totalbytes = tb - debt;
  g->GCdebt = debt;
}


extern int lua_setcstacklimit (lua_State *L, unsigned int limit) {
  ((void)(L)); ((void)(limit));
  return 200;
}


CallInfo *luaE_extendCI (lua_State *L) {
  CallInfo *ci;
  ((void)0);
  ci = ((CallInfo*)(luaM_malloc_(L, sizeof(CallInfo), 0)));
  ((void)0);
  L->ci->next = ci;
  ci->previous = L->ci;
  ci->next = 
# 112 "../lua/lstate.c" 3 4
            ((void *)0)
# 112 "../lua/lstate.c"
                ;
  ci->u.l.trap = 0;
  L->nci++;
  return ci;
}





void luaE_freeCI (lua_State *L) {
  CallInfo *ci = L->ci;
  CallInfo *next = ci->next;
  ci->next = 
# 125 "../lua/lstate.c" 3 4
            ((void *)0)
# 125 "../lua/lstate.c"
                ;
  while ((ci = next) != 
# 126 "../lua/lstate.c" 3 4
                       ((void *)0)
# 126 "../lua/lstate.c"
                           ) {
    next = ci->next;
    luaM_free_(L, (ci), sizeof(*(ci)));
    L->nci--;
  }
}






void luaE_shrinkCI (lua_State *L) {
  CallInfo *ci = L->ci->next;
  CallInfo *next;
  if (ci == 
# 141 "../lua/lstate.c" 3 4
           ((void *)0)
# 141 "../lua/lstate.c"
               )
    return;
  while ((next = ci->next) != 
# 143 "../lua/lstate.c" 3 4
                             ((void *)0)
# 143 "../lua/lstate.c"
                                 ) {
    CallInfo *next2 = next->next;
    ci->next = next2;
    L->nci--;
    luaM_free_(L, (next), sizeof(*(next)));
    if (next2 == 
# 148 "../lua/lstate.c" 3 4
                ((void *)0)
# 148 "../lua/lstate.c"
                    )
      break;
    else {
      next2->previous = ci;
      ci = next2;
    }
  }
}
# 165 "../lua/lstate.c"
void luaE_checkcstack (lua_State *L) {
  if (((L)->nCcalls & 0xffff) == 200)
    luaG_runerror(L, "C stack overflow");
  else if (((L)->nCcalls & 0xffff) >= (200 / 10 * 11))
    luaD_throw(L, 5);
}


static void luaE_incCstack (lua_State *L) {
  L->nCcalls++;
  if ((__builtin_expect(((((L)->nCcalls & 0xffff) >= 200) != 0), 0)))
    luaE_checkcstack(L);
}


static void stack_init (lua_State *L1, lua_State *L) {
  int i; CallInfo *ci;

  L1->stack.p = ((StackValue*)(luaM_malloc_(L, ((2*20) + 5)*sizeof(StackValue), 0)));
  L1->tbclist.p = L1->stack.p;
  for (i = 0; i < (2*20) + 5; i++)
    (((&(L1->stack.p + i)->val))->tt_=(((0) | ((0) << 4))));
  L1->top.p = L1->stack.p;
  L1->stack_last.p = L1->stack.p + (2*20);

  ci = &L1->base_ci;
  ci->next = ci->previous = 
# 191 "../lua/lstate.c" 3 4
                           ((void *)0)
# 191 "../lua/lstate.c"
                               ;
  ci->callstatus = (1<<1);
  ci->func.p = L1->top.p;
  ci->u.c.k = 
# 194 "../lua/lstate.c" 3 4
             ((void *)0)
# 194 "../lua/lstate.c"
                 ;
  ci->nresults = 0;
  (((&(L1->top.p)->val))->tt_=(((0) | ((0) << 4))));
  L1->top.p++;
  ci->top.p = L1->top.p + 20;
  L1->ci = ci;
}


static void freestack (lua_State *L) {
  if (L->stack.p == 
# 204 "../lua/lstate.c" 3 4
                   ((void *)0)
# 204 "../lua/lstate.c"
                       )
    return;
  L->ci = &L->base_ci;
  luaE_freeCI(L);
  ((void)0);
  luaM_free_(L, (L->stack.p), (((int)(((L)->stack_last.p - (L)->stack.p))) + 5)*sizeof(*(L->stack.p)));
}





static void init_registry (lua_State *L, global_State *g) {

  Table *registry = luaH_new(L);
  { TValue *io = (&g->l_registry); Table *x_ = (registry); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((((5) | ((0) << 4))) | (1 << 6)))); ((void)L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (L == 
# 219 "../lua/lstate.c" 3 4
 ((void *)0) 
# 219 "../lua/lstate.c"
 || !((((((void)0), (((io)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
  luaH_resize(L, registry, 2, 0);

  { TValue *io = (&registry->array[1 - 1]); lua_State *x_ = (L); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((((8) | ((0) << 4))) | (1 << 6)))); ((void)L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (L == 
# 222 "../lua/lstate.c" 3 4
 ((void *)0) 
# 222 "../lua/lstate.c"
 || !((((((void)0), (((io)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };

  { TValue *io = (&registry->array[2 - 1]); Table *x_ = (luaH_new(L)); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((((5) | ((0) << 4))) | (1 << 6)))); ((void)L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (L == 
# 224 "../lua/lstate.c" 3 4
 ((void *)0) 
# 224 "../lua/lstate.c"
 || !((((((void)0), (((io)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
}





static void f_luaopen (lua_State *L, void *ud) {
  global_State *g = (L->l_G);
  ((void)(ud));
  stack_init(L, L);
  init_registry(L, g);
  luaS_init(L);
  luaT_init(L);
  luaX_init(L);
  g->gcstp = 0;
  ((&g->nilvalue)->tt_=(((0) | ((0) << 4))));
  ((void)L);
}






static void preinit_thread (lua_State *L, global_State *g) {
  (L->l_G) = g;
  L->stack.p = 
# 251 "../lua/lstate.c" 3 4
              ((void *)0)
# 251 "../lua/lstate.c"
                  ;
  L->ci = 
# 252 "../lua/lstate.c" 3 4
         ((void *)0)
# 252 "../lua/lstate.c"
             ;
  L->nci = 0;
  L->twups = L;
  L->nCcalls = 0;
  L->errorJmp = 
# 256 "../lua/lstate.c" 3 4
               ((void *)0)
# 256 "../lua/lstate.c"
                   ;
  L->hook = 
# 257 "../lua/lstate.c" 3 4
           ((void *)0)
# 257 "../lua/lstate.c"
               ;
  L->hookmask = 0;
  L->basehookcount = 0;
  L->allowhook = 1;
  (L->hookcount = L->basehookcount);
  L->openupval = 
# 262 "../lua/lstate.c" 3 4
                ((void *)0)
# 262 "../lua/lstate.c"
                    ;
  L->status = 0;
  L->errfunc = 0;
  L->oldpc = 0;
}


static void close_state (lua_State *L) {
  global_State *g = (L->l_G);
  if (!(((((((&g->nilvalue))->tt_)) & 0x0F)) == (0)))
    luaC_freeallobjects(L);
  else {
    L->ci = &L->base_ci;
    luaD_closeprotected(L, 1, 0);
    luaC_freeallobjects(L);
    ((void)L);
  }
  luaM_free_(L, ((L->l_G)->strt.hash), ((L->l_G)->strt.size)*sizeof(*((L->l_G)->strt.hash)));
  freestack(L);
  ((void)0);
  (*g->frealloc)(g->ud, (((LX *)(((lu_byte *)((L))) - 
# 282 "../lua/lstate.c" 3 4
                       __builtin_offsetof (
# 282 "../lua/lstate.c"
                       LX
# 282 "../lua/lstate.c" 3 4
                       , 
# 282 "../lua/lstate.c"
                       l
# 282 "../lua/lstate.c" 3 4
                       )
# 282 "../lua/lstate.c"
                       ))), sizeof(LG), 0);
}


extern lua_State *lua_newthread (lua_State *L) {
  global_State *g = (L->l_G);
  GCObject *o;
  lua_State *L1;
  ((void) 0);
  { if ((L->l_G)->GCdebt > 0) { (void)0; luaC_step(L); (void)0;}; ((void)0); };

  o = luaC_newobjdt(L, 8, sizeof(LX), 
# 293 "../lua/lstate.c" 3 4
                                               __builtin_offsetof (
# 293 "../lua/lstate.c"
                                               LX
# 293 "../lua/lstate.c" 3 4
                                               , 
# 293 "../lua/lstate.c"
                                               l
# 293 "../lua/lstate.c" 3 4
                                               )
# 293 "../lua/lstate.c"
                                                              );
  L1 = (((void)0), (&((((union GCUnion *)((o))))->th)));

  { TValue *io = ((&(L->top.p)->val)); lua_State *x_ = (L1); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((((8) | ((0) << 4))) | (1 << 6)))); ((void)L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (L == 
# 296 "../lua/lstate.c" 3 4
 ((void *)0) 
# 296 "../lua/lstate.c"
 || !((((((void)0), (((io)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
  {L->top.p++; ((void)L, ((void)0));};
  preinit_thread(L1, g);
  L1->hookmask = L->hookmask;
  L1->basehookcount = L->basehookcount;
  L1->hook = L->hook;
  (L1->hookcount = L1->basehookcount);

  memcpy(((void *)((char *)(L1) - (sizeof(void *)))), ((void *)((char *)(g->mainthread) - (sizeof(void *)))),
         (sizeof(void *)));
  ((void)L);
  stack_init(L1, L);
  ((void) 0);
  return L1;
}


void luaE_freethread (lua_State *L, lua_State *L1) {
  LX *l = (((LX *)(((lu_byte *)((L1))) - 
# 314 "../lua/lstate.c" 3 4
         __builtin_offsetof (
# 314 "../lua/lstate.c"
         LX
# 314 "../lua/lstate.c" 3 4
         , 
# 314 "../lua/lstate.c"
         l
# 314 "../lua/lstate.c" 3 4
         )
# 314 "../lua/lstate.c"
         )));
  luaF_closeupval(L1, L1->stack.p);
  ((void)0);
  ((void)L);
  freestack(L1);
  luaM_free_(L, (l), sizeof(*(l)));
}


int luaE_resetthread (lua_State *L, int status) {
  CallInfo *ci = L->ci = &L->base_ci;
  (((&(L->stack.p)->val))->tt_=(((0) | ((0) << 4))));
  ci->func.p = L->stack.p;
  ci->callstatus = (1<<1);
  if (status == 1)
    status = 0;
  L->status = 0;
  status = luaD_closeprotected(L, 1, status);
  if (status != 0)
    luaD_seterrorobj(L, status, L->stack.p + 1);
  else
    L->top.p = L->stack.p + 1;
  ci->top.p = L->top.p + 20;
  luaD_reallocstack(L, ((int)((ci->top.p - L->stack.p))), 0);
  return status;
}


extern int lua_closethread (lua_State *L, lua_State *from) {
  int status;
  ((void) 0);
  L->nCcalls = (from) ? ((from)->nCcalls & 0xffff) : 0;
  status = luaE_resetthread(L, L->status);
  ((void) 0);
  return status;
}





extern int lua_resetthread (lua_State *L) {
  return lua_closethread(L, 
# 356 "../lua/lstate.c" 3 4
                           ((void *)0)
# 356 "../lua/lstate.c"
                               );
}


extern lua_State *lua_newstate (lua_Alloc f, void *ud) {
  int i;
  lua_State *L;
  global_State *g;
  LG *l = ((LG *)((*f)(ud, 
# 364 "../lua/lstate.c" 3 4
         ((void *)0)
# 364 "../lua/lstate.c"
         , 8, sizeof(LG))));
  if (l == 
# 365 "../lua/lstate.c" 3 4
          ((void *)0)
# 365 "../lua/lstate.c"
              ) return 
# 365 "../lua/lstate.c" 3 4
                       ((void *)0)
# 365 "../lua/lstate.c"
                           ;
  L = &l->l.l;
  g = &l->g;
  L->tt = ((8) | ((0) << 4));
  g->currentwhite = (1<<(3));
  L->marked = ((lu_byte)(((g)->currentwhite & ((1<<(3)) | (1<<(4))))));
  preinit_thread(L, g);
  g->allgc = (((void)0), (&(((union GCUnion *)((L)))->gc)));
  L->next = 
# 373 "../lua/lstate.c" 3 4
           ((void *)0)
# 373 "../lua/lstate.c"
               ;
  ((L)->nCcalls += 0x10000);
  g->frealloc = f;
  g->ud = ud;
  g->warnf = 
# 377 "../lua/lstate.c" 3 4
            ((void *)0)
# 377 "../lua/lstate.c"
                ;
  g->ud_warn = 
# 378 "../lua/lstate.c" 3 4
              ((void *)0)
# 378 "../lua/lstate.c"
                  ;
  g->mainthread = L;
  g->seed = luai_makeseed(L);
  g->gcstp = 2;
  g->strt.size = g->strt.nuse = 0;
  g->strt.hash = 
# 383 "../lua/lstate.c" 3 4
                ((void *)0)
# 383 "../lua/lstate.c"
                    ;
  ((&g->l_registry)->tt_=(((0) | ((0) << 4))));
  g->panic = 
# 385 "../lua/lstate.c" 3 4
            ((void *)0)
# 385 "../lua/lstate.c"
                ;
  g->gcstate = 8;
  g->gckind = 0;
  g->gcstopem = 0;
  g->gcemergency = 0;
  g->finobj = g->tobefnz = g->fixedgc = 
# 390 "../lua/lstate.c" 3 4
                                       ((void *)0)
# 390 "../lua/lstate.c"
                                           ;
  g->firstold1 = g->survival = g->old1 = g->reallyold = 
# 391 "../lua/lstate.c" 3 4
                                                       ((void *)0)
# 391 "../lua/lstate.c"
                                                           ;
  g->finobjsur = g->finobjold1 = g->finobjrold = 
# 392 "../lua/lstate.c" 3 4
                                                ((void *)0)
# 392 "../lua/lstate.c"
                                                    ;
  g->sweepgc = 
# 393 "../lua/lstate.c" 3 4
              ((void *)0)
# 393 "../lua/lstate.c"
                  ;
  g->gray = g->grayagain = 
# 394 "../lua/lstate.c" 3 4
                          ((void *)0)
# 394 "../lua/lstate.c"
                              ;
  g->weak = g->ephemeron = g->allweak = 
# 395 "../lua/lstate.c" 3 4
                                       ((void *)0)
# 395 "../lua/lstate.c"
                                           ;
  g->twups = 
# 396 "../lua/lstate.c" 3 4
            ((void *)0)
# 396 "../lua/lstate.c"
                ;
  g->totalbytes = sizeof(LG);
  g->GCdebt = 0;
  g->lastatomic = 0;
  { TValue *io=(&g->nilvalue); ((io)->value_).i=(0); ((io)->tt_=(((3) | ((0) << 4)))); };
  ((g->gcpause) = (200) / 4);
  ((g->gcstepmul) = (100) / 4);
  g->gcstepsize = 13;
  ((g->genmajormul) = (100) / 4);
  g->genminormul = 20;
  for (i=0; i < 9; i++) g->mt[i] = 
# 406 "../lua/lstate.c" 3 4
                                            ((void *)0)
# 406 "../lua/lstate.c"
                                                ;
  if (luaD_rawrunprotected(L, f_luaopen, 
# 407 "../lua/lstate.c" 3 4
                                        ((void *)0)
# 407 "../lua/lstate.c"
                                            ) != 0) {

    close_state(L);
    L = 
# 410 "../lua/lstate.c" 3 4
       ((void *)0)
# 410 "../lua/lstate.c"
           ;
  }
  return L;
}


extern void lua_close (lua_State *L) {
  ((void) 0);
  L = (L->l_G)->mainthread;
  close_state(L);
}


void luaE_warning (lua_State *L, const char *msg, int tocont) {
  lua_WarnFunction wf = (L->l_G)->warnf;
  if (wf != 
# 425 "../lua/lstate.c" 3 4
           ((void *)0)
# 425 "../lua/lstate.c"
               )
    wf((L->l_G)->ud_warn, msg, tocont);
}





void luaE_warnerror (lua_State *L, const char *where) {
  TValue *errobj = (&(L->top.p - 1)->val);
  const char *msg = ((((((((errobj))->tt_)) & 0x0F)) == (4)))
                  ? (((((void)0), ((((void)0), (&((((union GCUnion *)((((errobj)->value_).gc))))->ts))))))->contents)
                  : "error object is not a string";

  luaE_warning(L, "error in ", 1);
  luaE_warning(L, where, 1);
  luaE_warning(L, " (", 1);
  luaE_warning(L, msg, 1);
  luaE_warning(L, ")", 0);
}
# 81 "../lua/onelua.c" 2
# 1 "../lua/lgc.c" 1
# 107 "../lua/lgc.c"
static void reallymarkobject (global_State *g, GCObject *o);
static lu_mem atomic (lua_State *L);
static void entersweep (lua_State *L);
# 125 "../lua/lgc.c"
static GCObject **getgclist (GCObject *o) {
  switch (o->tt) {
    case ((5) | ((0) << 4)): return &(((void)0), (&((((union GCUnion *)((o))))->h)))->gclist;
    case ((6) | ((0) << 4)): return &(((void)0), (&((((union GCUnion *)((o))))->cl.l)))->gclist;
    case ((6) | ((2) << 4)): return &(((void)0), (&((((union GCUnion *)((o))))->cl.c)))->gclist;
    case ((8) | ((0) << 4)): return &(((void)0), (&((((union GCUnion *)((o))))->th)))->gclist;
    case (((9 +1)) | ((0) << 4)): return &(((void)0), (&((((union GCUnion *)((o))))->p)))->gclist;
    case ((7) | ((0) << 4)): {
      Udata *u = (((void)0), (&((((union GCUnion *)((o))))->u)));
      ((void)0);
      return &u->gclist;
    }
    default: ((void)0); return 0;
  }
}
# 148 "../lua/lgc.c"
static void linkgclist_ (GCObject *o, GCObject **pnext, GCObject **list) {
  ((void)0);
  *pnext = *list;
  *list = o;
  ((o->marked) &= ((lu_byte)((~(((1<<(5)) | ((1<<(3)) | (1<<(4)))))))));
}
# 171 "../lua/lgc.c"
static void clearkey (Node *n) {
  ((void)0);
  if ((((n)->u.key_tt) & (1 << 6)))
    (((n)->u.key_tt) = (9 +2));
}
# 185 "../lua/lgc.c"
static int iscleared (global_State *g, const GCObject *o) {
  if (o == 
# 186 "../lua/lgc.c" 3 4
          ((void *)0)
# 186 "../lua/lgc.c"
              ) return 0;
  else if (((o->tt) & 0x0F) == 4) {
    { if ((((o)->marked) & (((1<<(3)) | (1<<(4)))))) reallymarkobject(g, (((void)0), (&(((union GCUnion *)((o)))->gc)))); };
    return 0;
  }
  else return (((o)->marked) & (((1<<(3)) | (1<<(4)))));
}
# 208 "../lua/lgc.c"
void luaC_barrier_ (lua_State *L, GCObject *o, GCObject *v) {
  global_State *g = (L->l_G);
  ((void)0);
  if (((g)->gcstate <= 2)) {
    reallymarkobject(g, v);
    if ((((o)->marked & 7) > 1)) {
      ((void)0);
      ((v)->marked = ((lu_byte)((((v)->marked & (~7)) | 2))));
    }
  }
  else {
    ((void)0);
    if (g->gckind == 0)
      (o->marked = ((lu_byte)(((o->marked & ~((1<<(5)) | ((1<<(3)) | (1<<(4))))) | ((lu_byte)(((g)->currentwhite & ((1<<(3)) | (1<<(4))))))))));
  }
}






void luaC_barrierback_ (lua_State *L, GCObject *o) {
  global_State *g = (L->l_G);
  ((void)0);
  ((void)0);
  if (((o)->marked & 7) == 6)
    ((o->marked) &= ((lu_byte)((~(((1<<(5)) | ((1<<(3)) | (1<<(4)))))))));
  else
    linkgclist_((((void)0), (&(((union GCUnion *)((o)))->gc))), getgclist(o), &(g->grayagain));
  if ((((o)->marked & 7) > 1))
    ((o)->marked = ((lu_byte)((((o)->marked & (~7)) | 5))));
}


void luaC_fix (lua_State *L, GCObject *o) {
  global_State *g = (L->l_G);
  ((void)0);
  ((o->marked) &= ((lu_byte)((~(((1<<(5)) | ((1<<(3)) | (1<<(4)))))))));
  ((o)->marked = ((lu_byte)((((o)->marked & (~7)) | 4))));
  g->allgc = o->next;
  o->next = g->fixedgc;
  g->fixedgc = o;
}






GCObject *luaC_newobjdt (lua_State *L, int tt, size_t sz, size_t offset) {
  global_State *g = (L->l_G);
  char *p = ((char *)((luaM_malloc_(L, (sz), ((tt) & 0x0F)))));
  GCObject *o = ((GCObject *)(p + offset));
  o->marked = ((lu_byte)(((g)->currentwhite & ((1<<(3)) | (1<<(4))))));
  o->tt = tt;
  o->next = g->allgc;
  g->allgc = o;
  return o;
}


GCObject *luaC_newobj (lua_State *L, int tt, size_t sz) {
  return luaC_newobjdt(L, tt, sz, 0);
}
# 297 "../lua/lgc.c"
static void reallymarkobject (global_State *g, GCObject *o) {
  switch (o->tt) {
    case ((4) | ((0) << 4)):
    case ((4) | ((1) << 4)): {
      (o->marked = ((lu_byte)(((o->marked & ~((1<<(3)) | (1<<(4)))) | (1<<(5))))));
      break;
    }
    case ((9) | ((0) << 4)): {
      UpVal *uv = (((void)0), (&((((union GCUnion *)((o))))->upv)));
      if (((uv)->v.p != &(uv)->u.value))
        ((uv->marked) &= ((lu_byte)((~(((1<<(5)) | ((1<<(3)) | (1<<(4)))))))));
      else
        (uv->marked = ((lu_byte)(((uv->marked & ~((1<<(3)) | (1<<(4)))) | (1<<(5))))));
      { ((void)g->mainthread, ((!(((uv->v.p)->tt_) & (1 << 6)) || ((((((uv->v.p)->tt_)) & 0x3F) == (((void)0), (((uv->v.p)->value_).gc))->tt) && (g->mainthread == 
# 310 "../lua/lgc.c" 3 4
     ((void *)0) 
# 310 "../lua/lgc.c"
     || !((((((void)0), (((uv->v.p)->value_).gc)))->marked) & ((((g->mainthread->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); if (((((uv->v.p)->tt_) & (1 << 6)) && ((((((void)0), (((uv->v.p)->value_).gc)))->marked) & (((1<<(3)) | (1<<(4))))))) reallymarkobject(g,(((void)0), (((uv->v.p)->value_).gc))); };
      break;
    }
    case ((7) | ((0) << 4)): {
      Udata *u = (((void)0), (&((((union GCUnion *)((o))))->u)));
      if (u->nuvalue == 0) {
        { if (u->metatable) { if ((((u->metatable)->marked) & (((1<<(3)) | (1<<(4)))))) reallymarkobject(g, (((void)0), (&(((union GCUnion *)((u->metatable)))->gc)))); }; };
        (u->marked = ((lu_byte)(((u->marked & ~((1<<(3)) | (1<<(4)))) | (1<<(5))))));
        break;
      }

    }
    case ((6) | ((0) << 4)): case ((6) | ((2) << 4)): case ((5) | ((0) << 4)):
    case ((8) | ((0) << 4)): case (((9 +1)) | ((0) << 4)): {
      linkgclist_((((void)0), (&(((union GCUnion *)((o)))->gc))), getgclist(o), &(g->gray));
      break;
    }
    default: ((void)0); break;
  }
}





static void markmt (global_State *g) {
  int i;
  for (i=0; i < 9; i++)
    { if (g->mt[i]) { if ((((g->mt[i])->marked) & (((1<<(3)) | (1<<(4)))))) reallymarkobject(g, (((void)0), (&(((union GCUnion *)((g->mt[i])))->gc)))); }; };
}





static lu_mem markbeingfnz (global_State *g) {
  GCObject *o;
  lu_mem count = 0;
  for (o = g->tobefnz; o != 
# 348 "../lua/lgc.c" 3 4
                           ((void *)0)
# 348 "../lua/lgc.c"
                               ; o = o->next) {
    count++;
    { if ((((o)->marked) & (((1<<(3)) | (1<<(4)))))) reallymarkobject(g, (((void)0), (&(((union GCUnion *)((o)))->gc)))); };
  }
  return count;
}
# 367 "../lua/lgc.c"
static int remarkupvals (global_State *g) {
  lua_State *thread;
  lua_State **p = &g->twups;
  int work = 0;
  while ((thread = *p) != 
# 371 "../lua/lgc.c" 3 4
                         ((void *)0)
# 371 "../lua/lgc.c"
                             ) {
    work++;
    if (!(((thread)->marked) & (((1<<(3)) | (1<<(4))))) && thread->openupval != 
# 373 "../lua/lgc.c" 3 4
                                                ((void *)0)
# 373 "../lua/lgc.c"
                                                    )
      p = &thread->twups;
    else {
      UpVal *uv;
      ((void)0);
      *p = thread->twups;
      thread->twups = thread;
      for (uv = thread->openupval; uv != 
# 380 "../lua/lgc.c" 3 4
                                        ((void *)0)
# 380 "../lua/lgc.c"
                                            ; uv = uv->u.open.next) {
        ((void)0);
        work++;
        if (!(((uv)->marked) & (((1<<(3)) | (1<<(4)))))) {
          ((void)0);
          { ((void)g->mainthread, ((!(((uv->v.p)->tt_) & (1 << 6)) || ((((((uv->v.p)->tt_)) & 0x3F) == (((void)0), (((uv->v.p)->value_).gc))->tt) && (g->mainthread == 
# 385 "../lua/lgc.c" 3 4
         ((void *)0) 
# 385 "../lua/lgc.c"
         || !((((((void)0), (((uv->v.p)->value_).gc)))->marked) & ((((g->mainthread->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); if (((((uv->v.p)->tt_) & (1 << 6)) && ((((((void)0), (((uv->v.p)->value_).gc)))->marked) & (((1<<(3)) | (1<<(4))))))) reallymarkobject(g,(((void)0), (((uv->v.p)->value_).gc))); };
        }
      }
    }
  }
  return work;
}


static void cleargraylists (global_State *g) {
  g->gray = g->grayagain = 
# 395 "../lua/lgc.c" 3 4
                          ((void *)0)
# 395 "../lua/lgc.c"
                              ;
  g->weak = g->allweak = g->ephemeron = 
# 396 "../lua/lgc.c" 3 4
                                       ((void *)0)
# 396 "../lua/lgc.c"
                                           ;
}





static void restartcollection (global_State *g) {
  cleargraylists(g);
  { if ((((g->mainthread)->marked) & (((1<<(3)) | (1<<(4)))))) reallymarkobject(g, (((void)0), (&(((union GCUnion *)((g->mainthread)))->gc)))); };
  { ((void)g->mainthread, ((!(((&g->l_registry)->tt_) & (1 << 6)) || ((((((&g->l_registry)->tt_)) & 0x3F) == (((void)0), (((&g->l_registry)->value_).gc))->tt) && (g->mainthread == 
# 406 "../lua/lgc.c" 3 4
 ((void *)0) 
# 406 "../lua/lgc.c"
 || !((((((void)0), (((&g->l_registry)->value_).gc)))->marked) & ((((g->mainthread->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); if (((((&g->l_registry)->tt_) & (1 << 6)) && ((((((void)0), (((&g->l_registry)->value_).gc)))->marked) & (((1<<(3)) | (1<<(4))))))) reallymarkobject(g,(((void)0), (((&g->l_registry)->value_).gc))); };
  markmt(g);
  markbeingfnz(g);
}
# 430 "../lua/lgc.c"
static void genlink (global_State *g, GCObject *o) {
  ((void)0);
  if (((o)->marked & 7) == 5) {
    linkgclist_((((void)0), (&(((union GCUnion *)((o)))->gc))), getgclist(o), &(g->grayagain));
  }
  else if (((o)->marked & 7) == 6)
    (((void)0), ((o)->marked ^= ((6)^(4))));
}
# 446 "../lua/lgc.c"
static void traverseweakvalue (global_State *g, Table *h) {
  Node *n, *limit = (&(h)->node[((size_t)((((1<<((h)->lsizenode))))))]);


  int hasclears = (h->alimit > 0);
  for (n = (&(h)->node[0]); n < limit; n++) {
    if (((((((((&(n)->i_val)))->tt_)) & 0x0F)) == (0)))
      clearkey(n);
    else {
      ((void)0);
      { if ((((n)->u.key_tt) & (1 << 6)) && ((((((n)->u.key_val).gc))->marked) & (((1<<(3)) | (1<<(4)))))) reallymarkobject(g,(((n)->u.key_val).gc)); };
      if (!hasclears && iscleared(g, (((((&(n)->i_val))->tt_) & (1 << 6)) ? (((void)0), ((((&(n)->i_val))->value_).gc)) : 
# 457 "../lua/lgc.c" 3 4
                                    ((void *)0)
# 457 "../lua/lgc.c"
                                    )))
        hasclears = 1;
    }
  }
  if (g->gcstate == 2 && hasclears)
    linkgclist_((((void)0), (&(((union GCUnion *)((h)))->gc))), &(h)->gclist, &(g->weak));
  else
    linkgclist_((((void)0), (&(((union GCUnion *)((h)))->gc))), &(h)->gclist, &(g->grayagain));
}
# 480 "../lua/lgc.c"
static int traverseephemeron (global_State *g, Table *h, int inv) {
  int marked = 0;
  int hasclears = 0;
  int hasww = 0;
  unsigned int i;
  unsigned int asize = luaH_realasize(h);
  unsigned int nsize = ((1<<((h)->lsizenode)));

  for (i = 0; i < asize; i++) {
    if (((((&h->array[i])->tt_) & (1 << 6)) && ((((((void)0), (((&h->array[i])->value_).gc)))->marked) & (((1<<(3)) | (1<<(4))))))) {
      marked = 1;
      reallymarkobject(g, (((void)0), (((&h->array[i])->value_).gc)));
    }
  }


  for (i = 0; i < nsize; i++) {
    Node *n = inv ? (&(h)->node[nsize - 1 - i]) : (&(h)->node[i]);
    if (((((((((&(n)->i_val)))->tt_)) & 0x0F)) == (0)))
      clearkey(n);
    else if (iscleared(g, ((((n)->u.key_tt) & (1 << 6)) ? (((n)->u.key_val).gc) : 
# 500 "../lua/lgc.c" 3 4
                         ((void *)0)
# 500 "../lua/lgc.c"
                         ))) {
      hasclears = 1;
      if ((((((&(n)->i_val))->tt_) & (1 << 6)) && ((((((void)0), ((((&(n)->i_val))->value_).gc)))->marked) & (((1<<(3)) | (1<<(4)))))))
        hasww = 1;
    }
    else if ((((((&(n)->i_val))->tt_) & (1 << 6)) && ((((((void)0), ((((&(n)->i_val))->value_).gc)))->marked) & (((1<<(3)) | (1<<(4))))))) {
      marked = 1;
      reallymarkobject(g, (((void)0), ((((&(n)->i_val))->value_).gc)));
    }
  }

  if (g->gcstate == 0)
    linkgclist_((((void)0), (&(((union GCUnion *)((h)))->gc))), &(h)->gclist, &(g->grayagain));
  else if (hasww)
    linkgclist_((((void)0), (&(((union GCUnion *)((h)))->gc))), &(h)->gclist, &(g->ephemeron));
  else if (hasclears)
    linkgclist_((((void)0), (&(((union GCUnion *)((h)))->gc))), &(h)->gclist, &(g->allweak));
  else
    genlink(g, (((void)0), (&(((union GCUnion *)((h)))->gc))));
  return marked;
}


static void traversestrongtable (global_State *g, Table *h) {
  Node *n, *limit = (&(h)->node[((size_t)((((1<<((h)->lsizenode))))))]);
  unsigned int i;
  unsigned int asize = luaH_realasize(h);
  for (i = 0; i < asize; i++)
    { ((void)g->mainthread, ((!(((&h->array[i])->tt_) & (1 << 6)) || ((((((&h->array[i])->tt_)) & 0x3F) == (((void)0), (((&h->array[i])->value_).gc))->tt) && (g->mainthread == 
# 528 "../lua/lgc.c" 3 4
   ((void *)0) 
# 528 "../lua/lgc.c"
   || !((((((void)0), (((&h->array[i])->value_).gc)))->marked) & ((((g->mainthread->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); if (((((&h->array[i])->tt_) & (1 << 6)) && ((((((void)0), (((&h->array[i])->value_).gc)))->marked) & (((1<<(3)) | (1<<(4))))))) reallymarkobject(g,(((void)0), (((&h->array[i])->value_).gc))); };
  for (n = (&(h)->node[0]); n < limit; n++) {
    if (((((((((&(n)->i_val)))->tt_)) & 0x0F)) == (0)))
      clearkey(n);
    else {
      ((void)0);
      { if ((((n)->u.key_tt) & (1 << 6)) && ((((((n)->u.key_val).gc))->marked) & (((1<<(3)) | (1<<(4)))))) reallymarkobject(g,(((n)->u.key_val).gc)); };
      { ((void)g->mainthread, ((!((((&(n)->i_val))->tt_) & (1 << 6)) || (((((((&(n)->i_val))->tt_)) & 0x3F) == (((void)0), ((((&(n)->i_val))->value_).gc))->tt) && (g->mainthread == 
# 535 "../lua/lgc.c" 3 4
     ((void *)0) 
# 535 "../lua/lgc.c"
     || !((((((void)0), ((((&(n)->i_val))->value_).gc)))->marked) & ((((g->mainthread->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); if ((((((&(n)->i_val))->tt_) & (1 << 6)) && ((((((void)0), ((((&(n)->i_val))->value_).gc)))->marked) & (((1<<(3)) | (1<<(4))))))) reallymarkobject(g,(((void)0), ((((&(n)->i_val))->value_).gc))); };
    }
  }
  genlink(g, (((void)0), (&(((union GCUnion *)((h)))->gc))));
}


static lu_mem traversetable (global_State *g, Table *h) {
  const char *weakkey, *weakvalue;
  const TValue *mode = ((h->metatable) == 
# 544 "../lua/lgc.c" 3 4
                      ((void *)0) 
# 544 "../lua/lgc.c"
                      ? 
# 544 "../lua/lgc.c" 3 4
                      ((void *)0) 
# 544 "../lua/lgc.c"
                      : ((h->metatable)->flags & (1u<<(TM_MODE))) ? 
# 544 "../lua/lgc.c" 3 4
                      ((void *)0) 
# 544 "../lua/lgc.c"
                      : luaT_gettm(h->metatable, TM_MODE, (g)->tmname[TM_MODE]));
  { if (h->metatable) { if ((((h->metatable)->marked) & (((1<<(3)) | (1<<(4)))))) reallymarkobject(g, (((void)0), (&(((union GCUnion *)((h->metatable)))->gc)))); }; };
  if (mode && (((((((mode))->tt_)) & 0x0F)) == (4)) &&
      (((void)((weakkey = strchr((((((void)0), ((((void)0), (&((((union GCUnion *)((((mode)->value_).gc))))->ts))))))->contents), 'k')))),
       ((void)((weakvalue = strchr((((((void)0), ((((void)0), (&((((union GCUnion *)((((mode)->value_).gc))))->ts))))))->contents), 'v')))),
       (weakkey || weakvalue))) {
    if (!weakkey)
      traverseweakvalue(g, h);
    else if (!weakvalue)
      traverseephemeron(g, h, 0);
    else
      linkgclist_((((void)0), (&(((union GCUnion *)((h)))->gc))), &(h)->gclist, &(g->allweak));
  }
  else
    traversestrongtable(g, h);
  return 1 + h->alimit + 2 * (((h)->lastfree == 
# 559 "../lua/lgc.c" 3 4
                            ((void *)0)
# 559 "../lua/lgc.c"
                            ) ? 0 : ((1<<((h)->lsizenode))));
}


static int traverseudata (global_State *g, Udata *u) {
  int i;
  { if (u->metatable) { if ((((u->metatable)->marked) & (((1<<(3)) | (1<<(4)))))) reallymarkobject(g, (((void)0), (&(((union GCUnion *)((u->metatable)))->gc)))); }; };
  for (i = 0; i < u->nuvalue; i++)
    { ((void)g->mainthread, ((!(((&u->uv[i].uv)->tt_) & (1 << 6)) || ((((((&u->uv[i].uv)->tt_)) & 0x3F) == (((void)0), (((&u->uv[i].uv)->value_).gc))->tt) && (g->mainthread == 
# 567 "../lua/lgc.c" 3 4
   ((void *)0) 
# 567 "../lua/lgc.c"
   || !((((((void)0), (((&u->uv[i].uv)->value_).gc)))->marked) & ((((g->mainthread->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); if (((((&u->uv[i].uv)->tt_) & (1 << 6)) && ((((((void)0), (((&u->uv[i].uv)->value_).gc)))->marked) & (((1<<(3)) | (1<<(4))))))) reallymarkobject(g,(((void)0), (((&u->uv[i].uv)->value_).gc))); };
  genlink(g, (((void)0), (&(((union GCUnion *)((u)))->gc))));
  return 1 + u->nuvalue;
}







static int traverseproto (global_State *g, Proto *f) {
  int i;
  { if (f->source) { if ((((f->source)->marked) & (((1<<(3)) | (1<<(4)))))) reallymarkobject(g, (((void)0), (&(((union GCUnion *)((f->source)))->gc)))); }; };
  for (i = 0; i < f->sizek; i++)
    { ((void)g->mainthread, ((!(((&f->k[i])->tt_) & (1 << 6)) || ((((((&f->k[i])->tt_)) & 0x3F) == (((void)0), (((&f->k[i])->value_).gc))->tt) && (g->mainthread == 
# 582 "../lua/lgc.c" 3 4
   ((void *)0) 
# 582 "../lua/lgc.c"
   || !((((((void)0), (((&f->k[i])->value_).gc)))->marked) & ((((g->mainthread->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); if (((((&f->k[i])->tt_) & (1 << 6)) && ((((((void)0), (((&f->k[i])->value_).gc)))->marked) & (((1<<(3)) | (1<<(4))))))) reallymarkobject(g,(((void)0), (((&f->k[i])->value_).gc))); };
  for (i = 0; i < f->sizeupvalues; i++)
    { if (f->upvalues[i].name) { if ((((f->upvalues[i].name)->marked) & (((1<<(3)) | (1<<(4)))))) reallymarkobject(g, (((void)0), (&(((union GCUnion *)((f->upvalues[i].name)))->gc)))); }; };
  for (i = 0; i < f->sizep; i++)
    { if (f->p[i]) { if ((((f->p[i])->marked) & (((1<<(3)) | (1<<(4)))))) reallymarkobject(g, (((void)0), (&(((union GCUnion *)((f->p[i])))->gc)))); }; };
  for (i = 0; i < f->sizelocvars; i++)
    { if (f->locvars[i].varname) { if ((((f->locvars[i].varname)->marked) & (((1<<(3)) | (1<<(4)))))) reallymarkobject(g, (((void)0), (&(((union GCUnion *)((f->locvars[i].varname)))->gc)))); }; };
  return 1 + f->sizek + f->sizeupvalues + f->sizep + f->sizelocvars;
}


static int traverseCclosure (global_State *g, CClosure *cl) {
  int i;
  for (i = 0; i < cl->nupvalues; i++)
    { ((void)g->mainthread, ((!(((&cl->upvalue[i])->tt_) & (1 << 6)) || ((((((&cl->upvalue[i])->tt_)) & 0x3F) == (((void)0), (((&cl->upvalue[i])->value_).gc))->tt) && (g->mainthread == 
# 596 "../lua/lgc.c" 3 4
   ((void *)0) 
# 596 "../lua/lgc.c"
   || !((((((void)0), (((&cl->upvalue[i])->value_).gc)))->marked) & ((((g->mainthread->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); if (((((&cl->upvalue[i])->tt_) & (1 << 6)) && ((((((void)0), (((&cl->upvalue[i])->value_).gc)))->marked) & (((1<<(3)) | (1<<(4))))))) reallymarkobject(g,(((void)0), (((&cl->upvalue[i])->value_).gc))); };
  return 1 + cl->nupvalues;
}





static int traverseLclosure (global_State *g, LClosure *cl) {
  int i;
  { if (cl->p) { if ((((cl->p)->marked) & (((1<<(3)) | (1<<(4)))))) reallymarkobject(g, (((void)0), (&(((union GCUnion *)((cl->p)))->gc)))); }; };
  for (i = 0; i < cl->nupvalues; i++) {
    UpVal *uv = cl->upvals[i];
    { if (uv) { if ((((uv)->marked) & (((1<<(3)) | (1<<(4)))))) reallymarkobject(g, (((void)0), (&(((union GCUnion *)((uv)))->gc)))); }; };
  }
  return 1 + cl->nupvalues;
}
# 627 "../lua/lgc.c"
static int traversethread (global_State *g, lua_State *th) {
  UpVal *uv;
  StkId o = th->stack.p;
  if ((((th)->marked & 7) > 1) || g->gcstate == 0)
    linkgclist_((((void)0), (&(((union GCUnion *)((th)))->gc))), &(th)->gclist, &(g->grayagain));
  if (o == 
# 632 "../lua/lgc.c" 3 4
          ((void *)0)
# 632 "../lua/lgc.c"
              )
    return 1;
  ((void)0)
                                                    ;
  for (; o < th->top.p; o++)
    { ((void)g->mainthread, ((!((((&(o)->val))->tt_) & (1 << 6)) || (((((((&(o)->val))->tt_)) & 0x3F) == (((void)0), ((((&(o)->val))->value_).gc))->tt) && (g->mainthread == 
# 637 "../lua/lgc.c" 3 4
   ((void *)0) 
# 637 "../lua/lgc.c"
   || !((((((void)0), ((((&(o)->val))->value_).gc)))->marked) & ((((g->mainthread->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); if ((((((&(o)->val))->tt_) & (1 << 6)) && ((((((void)0), ((((&(o)->val))->value_).gc)))->marked) & (((1<<(3)) | (1<<(4))))))) reallymarkobject(g,(((void)0), ((((&(o)->val))->value_).gc))); };
  for (uv = th->openupval; uv != 
# 638 "../lua/lgc.c" 3 4
                                ((void *)0)
# 638 "../lua/lgc.c"
                                    ; uv = uv->u.open.next)
    { if ((((uv)->marked) & (((1<<(3)) | (1<<(4)))))) reallymarkobject(g, (((void)0), (&(((union GCUnion *)((uv)))->gc)))); };
  if (g->gcstate == 2) {
    for (; o < th->stack_last.p + 5; o++)
      (((&(o)->val))->tt_=(((0) | ((0) << 4))));

    if (!(th->twups != th) && th->openupval != 
# 644 "../lua/lgc.c" 3 4
                                          ((void *)0)
# 644 "../lua/lgc.c"
                                              ) {
      th->twups = g->twups;
      g->twups = th;
    }
  }
  else if (!g->gcemergency)
    luaD_shrinkstack(th);
  return 1 + ((int)(((th)->stack_last.p - (th)->stack.p)));
}





static lu_mem propagatemark (global_State *g) {
  GCObject *o = g->gray;
  (((void)0), ((((o)->marked) |= ((1<<(5))))));
  g->gray = *getgclist(o);
  switch (o->tt) {
    case ((5) | ((0) << 4)): return traversetable(g, (((void)0), (&((((union GCUnion *)((o))))->h))));
    case ((7) | ((0) << 4)): return traverseudata(g, (((void)0), (&((((union GCUnion *)((o))))->u))));
    case ((6) | ((0) << 4)): return traverseLclosure(g, (((void)0), (&((((union GCUnion *)((o))))->cl.l))));
    case ((6) | ((2) << 4)): return traverseCclosure(g, (((void)0), (&((((union GCUnion *)((o))))->cl.c))));
    case (((9 +1)) | ((0) << 4)): return traverseproto(g, (((void)0), (&((((union GCUnion *)((o))))->p))));
    case ((8) | ((0) << 4)): return traversethread(g, (((void)0), (&((((union GCUnion *)((o))))->th))));
    default: ((void)0); return 0;
  }
}


static lu_mem propagateall (global_State *g) {
  lu_mem tot = 0;
  while (g->gray)
    tot += propagatemark(g);
  return tot;
}
# 689 "../lua/lgc.c"
static void convergeephemerons (global_State *g) {
  int changed;
  int dir = 0;
  do {
    GCObject *w;
    GCObject *next = g->ephemeron;
    g->ephemeron = 
# 695 "../lua/lgc.c" 3 4
                  ((void *)0)
# 695 "../lua/lgc.c"
                      ;
    changed = 0;
    while ((w = next) != 
# 697 "../lua/lgc.c" 3 4
                        ((void *)0)
# 697 "../lua/lgc.c"
                            ) {
      Table *h = (((void)0), (&((((union GCUnion *)((w))))->h)));
      next = h->gclist;
      (((void)0), ((((h)->marked) |= ((1<<(5))))));
      if (traverseephemeron(g, h, dir)) {
        propagateall(g);
        changed = 1;
      }
    }
    dir = !dir;
  } while (changed);
}
# 723 "../lua/lgc.c"
static void clearbykeys (global_State *g, GCObject *l) {
  for (; l; l = (((void)0), (&((((union GCUnion *)((l))))->h)))->gclist) {
    Table *h = (((void)0), (&((((union GCUnion *)((l))))->h)));
    Node *limit = (&(h)->node[((size_t)((((1<<((h)->lsizenode))))))]);
    Node *n;
    for (n = (&(h)->node[0]); n < limit; n++) {
      if (iscleared(g, ((((n)->u.key_tt) & (1 << 6)) ? (((n)->u.key_val).gc) : 
# 729 "../lua/lgc.c" 3 4
                      ((void *)0)
# 729 "../lua/lgc.c"
                      )))
        (((&(n)->i_val))->tt_=(((0) | ((1) << 4))));
      if (((((((((&(n)->i_val)))->tt_)) & 0x0F)) == (0)))
        clearkey(n);
    }
  }
}






static void clearbyvalues (global_State *g, GCObject *l, GCObject *f) {
  for (; l != f; l = (((void)0), (&((((union GCUnion *)((l))))->h)))->gclist) {
    Table *h = (((void)0), (&((((union GCUnion *)((l))))->h)));
    Node *n, *limit = (&(h)->node[((size_t)((((1<<((h)->lsizenode))))))]);
    unsigned int i;
    unsigned int asize = luaH_realasize(h);
    for (i = 0; i < asize; i++) {
      TValue *o = &h->array[i];
      if (iscleared(g, ((((o)->tt_) & (1 << 6)) ? (((void)0), (((o)->value_).gc)) : 
# 750 "../lua/lgc.c" 3 4
                      ((void *)0)
# 750 "../lua/lgc.c"
                      )))
        ((o)->tt_=(((0) | ((1) << 4))));
    }
    for (n = (&(h)->node[0]); n < limit; n++) {
      if (iscleared(g, (((((&(n)->i_val))->tt_) & (1 << 6)) ? (((void)0), ((((&(n)->i_val))->value_).gc)) : 
# 754 "../lua/lgc.c" 3 4
                      ((void *)0)
# 754 "../lua/lgc.c"
                      )))
        (((&(n)->i_val))->tt_=(((0) | ((1) << 4))));
      if (((((((((&(n)->i_val)))->tt_)) & 0x0F)) == (0)))
        clearkey(n);
    }
  }
}


static void freeupval (lua_State *L, UpVal *uv) {
  if (((uv)->v.p != &(uv)->u.value))
    luaF_unlinkupval(uv);
  luaM_free_(L, (uv), sizeof(*(uv)));
}


static void freeobj (lua_State *L, GCObject *o) {
  switch (o->tt) {
    case (((9 +1)) | ((0) << 4)):
      luaF_freeproto(L, (((void)0), (&((((union GCUnion *)((o))))->p))));
      break;
    case ((9) | ((0) << 4)):
      freeupval(L, (((void)0), (&((((union GCUnion *)((o))))->upv))));
      break;
    case ((6) | ((0) << 4)): {
      LClosure *cl = (((void)0), (&((((union GCUnion *)((o))))->cl.l)));
      luaM_free_(L, (cl), ((((int)((
# 780 "../lua/lgc.c" 3 4
     __builtin_offsetof (
# 780 "../lua/lgc.c"
     LClosure
# 780 "../lua/lgc.c" 3 4
     , 
# 780 "../lua/lgc.c"
     upvals
# 780 "../lua/lgc.c" 3 4
     )
# 780 "../lua/lgc.c"
     ))) + ((int)((sizeof(TValue *)))) * (cl->nupvalues))));
      break;
    }
    case ((6) | ((2) << 4)): {
      CClosure *cl = (((void)0), (&((((union GCUnion *)((o))))->cl.c)));
      luaM_free_(L, (cl), ((((int)((
# 785 "../lua/lgc.c" 3 4
     __builtin_offsetof (
# 785 "../lua/lgc.c"
     CClosure
# 785 "../lua/lgc.c" 3 4
     , 
# 785 "../lua/lgc.c"
     upvalue
# 785 "../lua/lgc.c" 3 4
     )
# 785 "../lua/lgc.c"
     ))) + ((int)((sizeof(TValue)))) * (cl->nupvalues))));
      break;
    }
    case ((5) | ((0) << 4)):
      luaH_free(L, (((void)0), (&((((union GCUnion *)((o))))->h))));
      break;
    case ((8) | ((0) << 4)):
      luaE_freethread(L, (((void)0), (&((((union GCUnion *)((o))))->th))));
      break;
    case ((7) | ((0) << 4)): {
      Udata *u = (((void)0), (&((((union GCUnion *)((o))))->u)));
      luaM_free_(L, (o), ((((u->nuvalue) == 0 ? 
# 796 "../lua/lgc.c" 3 4
     __builtin_offsetof (
# 796 "../lua/lgc.c"
     Udata0
# 796 "../lua/lgc.c" 3 4
     , 
# 796 "../lua/lgc.c"
     bindata
# 796 "../lua/lgc.c" 3 4
     ) 
# 796 "../lua/lgc.c"
     : 
# 796 "../lua/lgc.c" 3 4
     __builtin_offsetof (
# 796 "../lua/lgc.c"
     Udata
# 796 "../lua/lgc.c" 3 4
     , 
# 796 "../lua/lgc.c"
     uv
# 796 "../lua/lgc.c" 3 4
     ) 
# 796 "../lua/lgc.c"
     + (sizeof(UValue) * (u->nuvalue))) + (u->len))));
      break;
    }
    case ((4) | ((0) << 4)): {
      TString *ts = (((void)0), (&((((union GCUnion *)((o))))->ts)));
      luaS_remove(L, ts);
      luaM_free_(L, (ts), ((
# 802 "../lua/lgc.c" 3 4
     __builtin_offsetof (
# 802 "../lua/lgc.c"
     TString
# 802 "../lua/lgc.c" 3 4
     , 
# 802 "../lua/lgc.c"
     contents
# 802 "../lua/lgc.c" 3 4
     ) 
# 802 "../lua/lgc.c"
     + ((ts->shrlen) + 1) * sizeof(char))));
      break;
    }
    case ((4) | ((1) << 4)): {
      TString *ts = (((void)0), (&((((union GCUnion *)((o))))->ts)));
      luaM_free_(L, (ts), ((
# 807 "../lua/lgc.c" 3 4
     __builtin_offsetof (
# 807 "../lua/lgc.c"
     TString
# 807 "../lua/lgc.c" 3 4
     , 
# 807 "../lua/lgc.c"
     contents
# 807 "../lua/lgc.c" 3 4
     ) 
# 807 "../lua/lgc.c"
     + ((ts->u.lnglen) + 1) * sizeof(char))));
      break;
    }
    default: ((void)0);
  }
}
# 822 "../lua/lgc.c"
static GCObject **sweeplist (lua_State *L, GCObject **p, int countin,
                             int *countout) {
  global_State *g = (L->l_G);
  int ow = ((g)->currentwhite ^ ((1<<(3)) | (1<<(4))));
  int i;
  int white = ((lu_byte)(((g)->currentwhite & ((1<<(3)) | (1<<(4))))));
  for (i = 0; *p != 
# 828 "../lua/lgc.c" 3 4
                   ((void *)0) 
# 828 "../lua/lgc.c"
                        && i < countin; i++) {
    GCObject *curr = *p;
    int marked = curr->marked;
    if (((marked) & (ow))) {
      *p = curr->next;
      freeobj(L, curr);
    }
    else {
      curr->marked = ((lu_byte)(((marked & ~(((1<<(5)) | ((1<<(3)) | (1<<(4)))) | 7)) | white)));
      p = &curr->next;
    }
  }
  if (countout)
    *countout = i;
  return (*p == 
# 842 "../lua/lgc.c" 3 4
               ((void *)0)
# 842 "../lua/lgc.c"
                   ) ? 
# 842 "../lua/lgc.c" 3 4
                       ((void *)0) 
# 842 "../lua/lgc.c"
                            : p;
}





static GCObject **sweeptolive (lua_State *L, GCObject **p) {
  GCObject **old = p;
  do {
    p = sweeplist(L, p, 1, 
# 852 "../lua/lgc.c" 3 4
                          ((void *)0)
# 852 "../lua/lgc.c"
                              );
  } while (p == old);
  return p;
}
# 869 "../lua/lgc.c"
static void checkSizes (lua_State *L, global_State *g) {
  if (!g->gcemergency) {
    if (g->strt.nuse < g->strt.size / 4) {
      l_mem olddebt = g->GCdebt;
      luaS_resize(L, g->strt.size / 2);
      g->GCestimate += g->GCdebt - olddebt;
    }
  }
}






static GCObject *udata2finalize (global_State *g) {
  GCObject *o = g->tobefnz;
  ((void)0);
  g->tobefnz = o->next;
  o->next = g->allgc;
  g->allgc = o;
  ((o->marked) &= ((lu_byte)((~((1<<(6)))))));
  if ((3 <= (g)->gcstate && (g)->gcstate <= 6))
    (o->marked = ((lu_byte)(((o->marked & ~((1<<(5)) | ((1<<(3)) | (1<<(4))))) | ((lu_byte)(((g)->currentwhite & ((1<<(3)) | (1<<(4))))))))));
  else if (((o)->marked & 7) == 3)
    g->firstold1 = o;
  return o;
}


static void dothecall (lua_State *L, void *ud) {
  ((void)(ud));
  luaD_callnoyield(L, L->top.p - 2, 0);
}


static void GCTM (lua_State *L) {
  global_State *g = (L->l_G);
  const TValue *tm;
  TValue v;
  ((void)0);
  { TValue *io = (&v); GCObject *i_g=(udata2finalize(g)); ((io)->value_).gc = i_g; ((io)->tt_=(((i_g->tt) | (1 << 6)))); };
  tm = luaT_gettmbyobj(L, &v, TM_GC);
  if (!(((((((tm))->tt_)) & 0x0F)) == (0))) {
    int status;
    lu_byte oldah = L->allowhook;
    int oldgcstp = g->gcstp;
    g->gcstp |= 2;
    L->allowhook = 0;
    { TValue *io1=((&(L->top.p++)->val)); const TValue *io2=(tm); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 918 "../lua/lgc.c" 3 4
   ((void *)0) 
# 918 "../lua/lgc.c"
   || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
    { TValue *io1=((&(L->top.p++)->val)); const TValue *io2=(&v); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 919 "../lua/lgc.c" 3 4
   ((void *)0) 
# 919 "../lua/lgc.c"
   || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
    L->ci->callstatus |= (1<<7);
    status = luaD_pcall(L, dothecall, 
# 921 "../lua/lgc.c" 3 4
                                     ((void *)0)
# 921 "../lua/lgc.c"
                                         , (((char *)((L->top.p - 2))) - ((char *)((L->stack.p)))), 0);
    L->ci->callstatus &= ~(1<<7);
    L->allowhook = oldah;
    g->gcstp = oldgcstp;
    if ((__builtin_expect(((status != 0) != 0), 0))) {
      luaE_warnerror(L, "__gc");
      L->top.p--;
    }
  }
}





static int runafewfinalizers (lua_State *L, int n) {
  global_State *g = (L->l_G);
  int i;
  for (i = 0; i < n && g->tobefnz; i++)
    GCTM(L);
  return i;
}





static void callallpendingfinalizers (lua_State *L) {
  global_State *g = (L->l_G);
  while (g->tobefnz)
    GCTM(L);
}





static GCObject **findlast (GCObject **p) {
  while (*p != 
# 959 "../lua/lgc.c" 3 4
              ((void *)0)
# 959 "../lua/lgc.c"
                  )
    p = &(*p)->next;
  return p;
}
# 972 "../lua/lgc.c"
static void separatetobefnz (global_State *g, int all) {
  GCObject *curr;
  GCObject **p = &g->finobj;
  GCObject **lastnext = findlast(&g->tobefnz);
  while ((curr = *p) != g->finobjold1) {
    ((void)0);
    if (!((((curr)->marked) & (((1<<(3)) | (1<<(4))))) || all))
      p = &curr->next;
    else {
      if (curr == g->finobjsur)
        g->finobjsur = curr->next;
      *p = curr->next;
      curr->next = *lastnext;
      *lastnext = curr;
      lastnext = &curr->next;
    }
  }
}





static void checkpointer (GCObject **p, GCObject *o) {
  if (o == *p)
    *p = o->next;
}






static void correctpointers (global_State *g, GCObject *o) {
  checkpointer(&g->survival, o);
  checkpointer(&g->old1, o);
  checkpointer(&g->reallyold, o);
  checkpointer(&g->firstold1, o);
}






void luaC_checkfinalizer (lua_State *L, GCObject *o, Table *mt) {
  global_State *g = (L->l_G);
  if ((((o)->marked) & ((1<<(6)))) ||
      ((mt) == 
# 1020 "../lua/lgc.c" 3 4
     ((void *)0) 
# 1020 "../lua/lgc.c"
     ? 
# 1020 "../lua/lgc.c" 3 4
     ((void *)0) 
# 1020 "../lua/lgc.c"
     : ((mt)->flags & (1u<<(TM_GC))) ? 
# 1020 "../lua/lgc.c" 3 4
     ((void *)0) 
# 1020 "../lua/lgc.c"
     : luaT_gettm(mt, TM_GC, (g)->tmname[TM_GC])) == 
# 1020 "../lua/lgc.c" 3 4
                              ((void *)0) 
# 1020 "../lua/lgc.c"
                                   ||
      (g->gcstp & 4))
    return;
  else {
    GCObject **p;
    if ((3 <= (g)->gcstate && (g)->gcstate <= 6)) {
      (o->marked = ((lu_byte)(((o->marked & ~((1<<(5)) | ((1<<(3)) | (1<<(4))))) | ((lu_byte)(((g)->currentwhite & ((1<<(3)) | (1<<(4))))))))));
      if (g->sweepgc == &o->next)
        g->sweepgc = sweeptolive(L, g->sweepgc);
    }
    else
      correctpointers(g, o);

    for (p = &g->allgc; *p != o; p = &(*p)->next) { }
    *p = o->next;
    o->next = g->finobj;
    g->finobj = o;
    ((o->marked) |= ((1<<(6))));
  }
}
# 1057 "../lua/lgc.c"
static void setpause (global_State *g) {
  l_mem threshold, debt;
  int pause = ((g->gcpause) * 4);
  l_mem estimate = g->GCestimate / 100;
  ((void)0);
  threshold = (pause < ((l_mem)(((lu_mem)(~(lu_mem)0)) >> 1)) / estimate)
            ? estimate * pause
            : ((l_mem)(((lu_mem)(~(lu_mem)0)) >> 1));
  debt = ((lu_mem)((g)->totalbytes + (g)->GCdebt)) - threshold;
  if (debt > 0) debt = 0;
  luaE_setdebt(g, debt);
}
# 1077 "../lua/lgc.c"
static void sweep2old (lua_State *L, GCObject **p) {
  GCObject *curr;
  global_State *g = (L->l_G);
  while ((curr = *p) != 
# 1080 "../lua/lgc.c" 3 4
                       ((void *)0)
# 1080 "../lua/lgc.c"
                           ) {
    if ((((curr)->marked) & (((1<<(3)) | (1<<(4)))))) {
      ((void)0);
      *p = curr->next;
      freeobj(L, curr);
    }
    else {
      ((curr)->marked = ((lu_byte)((((curr)->marked & (~7)) | 4))));
      if (curr->tt == ((8) | ((0) << 4))) {
        lua_State *th = (((void)0), (&((((union GCUnion *)((curr))))->th)));
        linkgclist_((((void)0), (&(((union GCUnion *)((th)))->gc))), &(th)->gclist, &(g->grayagain));
      }
      else if (curr->tt == ((9) | ((0) << 4)) && (((((void)0), (&((((union GCUnion *)((curr))))->upv))))->v.p != &((((void)0), (&((((union GCUnion *)((curr))))->upv))))->u.value))
        ((curr->marked) &= ((lu_byte)((~(((1<<(5)) | ((1<<(3)) | (1<<(4)))))))));
      else
        (((void)0), ((((curr)->marked) |= ((1<<(5))))));
      p = &curr->next;
    }
  }
}
# 1113 "../lua/lgc.c"
static GCObject **sweepgen (lua_State *L, global_State *g, GCObject **p,
                            GCObject *limit, GCObject **pfirstold1) {
  static const lu_byte nextage[] = {
    1,
    3,
    3,
    4,
    4,
    5,
    6
  };
  int white = ((lu_byte)(((g)->currentwhite & ((1<<(3)) | (1<<(4))))));
  GCObject *curr;
  while ((curr = *p) != limit) {
    if ((((curr)->marked) & (((1<<(3)) | (1<<(4)))))) {
      ((void)0);
      *p = curr->next;
      freeobj(L, curr);
    }
    else {
      if (((curr)->marked & 7) == 0) {
        int marked = curr->marked & ~(((1<<(5)) | ((1<<(3)) | (1<<(4)))) | 7);
        curr->marked = ((lu_byte)((marked | 1 | white)));
      }
      else {
        ((curr)->marked = ((lu_byte)((((curr)->marked & (~7)) | nextage[((curr)->marked & 7)]))));
        if (((curr)->marked & 7) == 3 && *pfirstold1 == 
# 1139 "../lua/lgc.c" 3 4
                                                    ((void *)0)
# 1139 "../lua/lgc.c"
                                                        )
          *pfirstold1 = curr;
      }
      p = &curr->next;
    }
  }
  return p;
}







static void whitelist (global_State *g, GCObject *p) {
  int white = ((lu_byte)(((g)->currentwhite & ((1<<(3)) | (1<<(4))))));
  for (; p != 
# 1156 "../lua/lgc.c" 3 4
             ((void *)0)
# 1156 "../lua/lgc.c"
                 ; p = p->next)
    p->marked = ((lu_byte)(((p->marked & ~(((1<<(5)) | ((1<<(3)) | (1<<(4)))) | 7)) | white)));
}
# 1170 "../lua/lgc.c"
static GCObject **correctgraylist (GCObject **p) {
  GCObject *curr;
  while ((curr = *p) != 
# 1172 "../lua/lgc.c" 3 4
                       ((void *)0)
# 1172 "../lua/lgc.c"
                           ) {
    GCObject **next = getgclist(curr);
    if ((((curr)->marked) & (((1<<(3)) | (1<<(4))))))
      goto remove;
    else if (((curr)->marked & 7) == 5) {
      ((void)0);
      (((void)0), ((((curr)->marked) |= ((1<<(5))))));
      (((void)0), ((curr)->marked ^= ((5)^(6))));
      goto remain;
    }
    else if (curr->tt == ((8) | ((0) << 4))) {
      ((void)0);
      goto remain;
    }
    else {
      ((void)0);
      if (((curr)->marked & 7) == 6)
        (((void)0), ((curr)->marked ^= ((6)^(4))));
      (((void)0), ((((curr)->marked) |= ((1<<(5))))));
      goto remove;
    }
    remove: *p = *next; continue;
    remain: p = next; continue;
  }
  return p;
}





static void correctgraylists (global_State *g) {
  GCObject **list = correctgraylist(&g->grayagain);
  *list = g->weak; g->weak = 
# 1205 "../lua/lgc.c" 3 4
                            ((void *)0)
# 1205 "../lua/lgc.c"
                                ;
  list = correctgraylist(list);
  *list = g->allweak; g->allweak = 
# 1207 "../lua/lgc.c" 3 4
                                  ((void *)0)
# 1207 "../lua/lgc.c"
                                      ;
  list = correctgraylist(list);
  *list = g->ephemeron; g->ephemeron = 
# 1209 "../lua/lgc.c" 3 4
                                      ((void *)0)
# 1209 "../lua/lgc.c"
                                          ;
  correctgraylist(list);
}







static void markold (global_State *g, GCObject *from, GCObject *to) {
  GCObject *p;
  for (p = from; p != to; p = p->next) {
    if (((p)->marked & 7) == 3) {
      ((void)0);
      (((void)0), ((p)->marked ^= ((3)^(4))));
      if ((((p)->marked) & ((1<<(5)))))
        reallymarkobject(g, p);
    }
  }
}





static void finishgencycle (lua_State *L, global_State *g) {
  correctgraylists(g);
  checkSizes(L, g);
  g->gcstate = 0;
  if (!g->gcemergency)
    callallpendingfinalizers(L);
}







static void youngcollection (lua_State *L, global_State *g) {
  GCObject **psurvival;
  GCObject *dummy;
  ((void)0);
  if (g->firstold1) {
    markold(g, g->firstold1, g->reallyold);
    g->firstold1 = 
# 1255 "../lua/lgc.c" 3 4
                  ((void *)0)
# 1255 "../lua/lgc.c"
                      ;
  }
  markold(g, g->finobj, g->finobjrold);
  markold(g, g->tobefnz, 
# 1258 "../lua/lgc.c" 3 4
                        ((void *)0)
# 1258 "../lua/lgc.c"
                            );
  atomic(L);


  g->gcstate = 3;
  psurvival = sweepgen(L, g, &g->allgc, g->survival, &g->firstold1);

  sweepgen(L, g, psurvival, g->old1, &g->firstold1);
  g->reallyold = g->old1;
  g->old1 = *psurvival;
  g->survival = g->allgc;


  dummy = 
# 1271 "../lua/lgc.c" 3 4
         ((void *)0)
# 1271 "../lua/lgc.c"
             ;
  psurvival = sweepgen(L, g, &g->finobj, g->finobjsur, &dummy);

  sweepgen(L, g, psurvival, g->finobjold1, &dummy);
  g->finobjrold = g->finobjold1;
  g->finobjold1 = *psurvival;
  g->finobjsur = g->finobj;

  sweepgen(L, g, &g->tobefnz, 
# 1279 "../lua/lgc.c" 3 4
                             ((void *)0)
# 1279 "../lua/lgc.c"
                                 , &dummy);
  finishgencycle(L, g);
}
# 1290 "../lua/lgc.c"
static void atomic2gen (lua_State *L, global_State *g) {
  cleargraylists(g);

  g->gcstate = 3;
  sweep2old(L, &g->allgc);

  g->reallyold = g->old1 = g->survival = g->allgc;
  g->firstold1 = 
# 1297 "../lua/lgc.c" 3 4
                ((void *)0)
# 1297 "../lua/lgc.c"
                    ;


  sweep2old(L, &g->finobj);
  g->finobjrold = g->finobjold1 = g->finobjsur = g->finobj;

  sweep2old(L, &g->tobefnz);

  g->gckind = 1;
  g->lastatomic = 0;
  g->GCestimate = ((lu_mem)((g)->totalbytes + (g)->GCdebt));
  finishgencycle(L, g);
}






static void setminordebt (global_State *g) {
  luaE_setdebt(g, -(((l_mem)((((lu_mem)((g)->totalbytes + (g)->GCdebt)) / 100))) * g->genminormul));
}
# 1327 "../lua/lgc.c"
static lu_mem entergen (lua_State *L, global_State *g) {
  lu_mem numobjs;
  luaC_runtilstate(L, (1<<(8)));
  luaC_runtilstate(L, (1<<(0)));
  numobjs = atomic(L);
  atomic2gen(L, g);
  setminordebt(g);
  return numobjs;
}







static void enterinc (global_State *g) {
  whitelist(g, g->allgc);
  g->reallyold = g->old1 = g->survival = 
# 1345 "../lua/lgc.c" 3 4
                                        ((void *)0)
# 1345 "../lua/lgc.c"
                                            ;
  whitelist(g, g->finobj);
  whitelist(g, g->tobefnz);
  g->finobjrold = g->finobjold1 = g->finobjsur = 
# 1348 "../lua/lgc.c" 3 4
                                                ((void *)0)
# 1348 "../lua/lgc.c"
                                                    ;
  g->gcstate = 8;
  g->gckind = 0;
  g->lastatomic = 0;
}





void luaC_changemode (lua_State *L, int newmode) {
  global_State *g = (L->l_G);
  if (newmode != g->gckind) {
    if (newmode == 1)
      entergen(L, g);
    else
      enterinc(g);
  }
  g->lastatomic = 0;
}





static lu_mem fullgen (lua_State *L, global_State *g) {
  enterinc(g);
  return entergen(L, g);
}
# 1400 "../lua/lgc.c"
static void stepgenfull (lua_State *L, global_State *g) {
  lu_mem newatomic;
  lu_mem lastatomic = g->lastatomic;
  if (g->gckind == 1)
    enterinc(g);
  luaC_runtilstate(L, (1<<(0)));
  newatomic = atomic(L);
  if (newatomic < lastatomic + (lastatomic >> 3)) {
    atomic2gen(L, g);
    setminordebt(g);
  }
  else {
    g->GCestimate = ((lu_mem)((g)->totalbytes + (g)->GCdebt)); ;
    entersweep(L);
    luaC_runtilstate(L, (1<<(8)));
    setpause(g);
    g->lastatomic = newatomic;
  }
}
# 1440 "../lua/lgc.c"
static void genstep (lua_State *L, global_State *g) {
  if (g->lastatomic != 0)
    stepgenfull(L, g);
  else {
    lu_mem majorbase = g->GCestimate;
    lu_mem majorinc = (majorbase / 100) * ((g->genmajormul) * 4);
    if (g->GCdebt > 0 && ((lu_mem)((g)->totalbytes + (g)->GCdebt)) > majorbase + majorinc) {
      lu_mem numobjs = fullgen(L, g);
      if (((lu_mem)((g)->totalbytes + (g)->GCdebt)) < majorbase + (majorinc / 2)) {


        ((void)0);
      }
      else {
        g->lastatomic = numobjs;
        setpause(g);
      }
    }
    else {
      youngcollection(L, g);
      setminordebt(g);
      g->GCestimate = majorbase;
    }
  }
  ((void)0);
}
# 1484 "../lua/lgc.c"
static void entersweep (lua_State *L) {
  global_State *g = (L->l_G);
  g->gcstate = 3;
  ((void)0);
  g->sweepgc = sweeptolive(L, &g->allgc);
}






static void deletelist (lua_State *L, GCObject *p, GCObject *limit) {
  while (p != limit) {
    GCObject *next = p->next;
    freeobj(L, p);
    p = next;
  }
}






void luaC_freeallobjects (lua_State *L) {
  global_State *g = (L->l_G);
  g->gcstp = 4;
  luaC_changemode(L, 0);
  separatetobefnz(g, 1);
  ((void)0);
  callallpendingfinalizers(L);
  deletelist(L, g->allgc, (((void)0), (&(((union GCUnion *)((g->mainthread)))->gc))));
  ((void)0);
  deletelist(L, g->fixedgc, 
# 1518 "../lua/lgc.c" 3 4
                           ((void *)0)
# 1518 "../lua/lgc.c"
                               );
  ((void)0);
}


static lu_mem atomic (lua_State *L) {
  global_State *g = (L->l_G);
  lu_mem work = 0;
  GCObject *origweak, *origall;
  GCObject *grayagain = g->grayagain;
  g->grayagain = 
# 1528 "../lua/lgc.c" 3 4
                ((void *)0)
# 1528 "../lua/lgc.c"
                    ;
  ((void)0);
  ((void)0);
  g->gcstate = 2;
  { if ((((L)->marked) & (((1<<(3)) | (1<<(4)))))) reallymarkobject(g, (((void)0), (&(((union GCUnion *)((L)))->gc)))); };

  { ((void)g->mainthread, ((!(((&g->l_registry)->tt_) & (1 << 6)) || ((((((&g->l_registry)->tt_)) & 0x3F) == (((void)0), (((&g->l_registry)->value_).gc))->tt) && (g->mainthread == 
# 1534 "../lua/lgc.c" 3 4
 ((void *)0) 
# 1534 "../lua/lgc.c"
 || !((((((void)0), (((&g->l_registry)->value_).gc)))->marked) & ((((g->mainthread->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); if (((((&g->l_registry)->tt_) & (1 << 6)) && ((((((void)0), (((&g->l_registry)->value_).gc)))->marked) & (((1<<(3)) | (1<<(4))))))) reallymarkobject(g,(((void)0), (((&g->l_registry)->value_).gc))); };
  markmt(g);
  work += propagateall(g);

  work += remarkupvals(g);
  work += propagateall(g);
  g->gray = grayagain;
  work += propagateall(g);
  convergeephemerons(g);


  clearbyvalues(g, g->weak, 
# 1545 "../lua/lgc.c" 3 4
                           ((void *)0)
# 1545 "../lua/lgc.c"
                               );
  clearbyvalues(g, g->allweak, 
# 1546 "../lua/lgc.c" 3 4
                              ((void *)0)
# 1546 "../lua/lgc.c"
                                  );
  origweak = g->weak; origall = g->allweak;
  separatetobefnz(g, 0);
  work += markbeingfnz(g);
  work += propagateall(g);
  convergeephemerons(g);


  clearbykeys(g, g->ephemeron);
  clearbykeys(g, g->allweak);

  clearbyvalues(g, g->weak, origweak);
  clearbyvalues(g, g->allweak, origall);
  luaS_clearcache(g);
  g->currentwhite = ((lu_byte)((((g)->currentwhite ^ ((1<<(3)) | (1<<(4)))))));
  ((void)0);
  return work;
}


static int sweepstep (lua_State *L, global_State *g,
                      int nextstate, GCObject **nextlist) {
  if (g->sweepgc) {
    l_mem olddebt = g->GCdebt;
    int count;
    g->sweepgc = sweeplist(L, g->sweepgc, 100, &count);
    g->GCestimate += g->GCdebt - olddebt;
    return count;
  }
  else {
    g->gcstate = nextstate;
    g->sweepgc = nextlist;
    return 0;
  }
}


static lu_mem singlestep (lua_State *L) {
  global_State *g = (L->l_G);
  lu_mem work;
  ((void)0);
  g->gcstopem = 1;
  switch (g->gcstate) {
    case 8: {
      restartcollection(g);
      g->gcstate = 0;
      work = 1;
      break;
    }
    case 0: {
      if (g->gray == 
# 1596 "../lua/lgc.c" 3 4
                    ((void *)0)
# 1596 "../lua/lgc.c"
                        ) {
        g->gcstate = 1;
        work = 0;
      }
      else
        work = propagatemark(g);
      break;
    }
    case 1: {
      work = atomic(L);
      entersweep(L);
      g->GCestimate = ((lu_mem)((g)->totalbytes + (g)->GCdebt)); ;
      break;
    }
    case 3: {
      work = sweepstep(L, g, 4, &g->finobj);
      break;
    }
    case 4: {
      work = sweepstep(L, g, 5, &g->tobefnz);
      break;
    }
    case 5: {
      work = sweepstep(L, g, 6, 
# 1619 "../lua/lgc.c" 3 4
                                       ((void *)0)
# 1619 "../lua/lgc.c"
                                           );
      break;
    }
    case 6: {
      checkSizes(L, g);
      g->gcstate = 7;
      work = 0;
      break;
    }
    case 7: {
      if (g->tobefnz && !g->gcemergency) {
        g->gcstopem = 0;
        work = runafewfinalizers(L, 10) * 50;
      }
      else {
        g->gcstate = 8;
        work = 0;
      }
      break;
    }
    default: ((void)0); return 0;
  }
  g->gcstopem = 0;
  return work;
}






void luaC_runtilstate (lua_State *L, int statesmask) {
  global_State *g = (L->l_G);
  while (!((statesmask) & ((1<<(g->gcstate)))))
    singlestep(L);
}
# 1665 "../lua/lgc.c"
static void incstep (lua_State *L, global_State *g) {
  int stepmul = (((g->gcstepmul) * 4) | 1);
  l_mem debt = (g->GCdebt / sizeof(TValue)) * stepmul;
  l_mem stepsize = (g->gcstepsize <= (sizeof(l_mem) * 8 - 2))
                 ? ((((l_mem)(1)) << g->gcstepsize) / sizeof(TValue)) * stepmul
                 : ((l_mem)(((lu_mem)(~(lu_mem)0)) >> 1));
  do {
    lu_mem work = singlestep(L);
    debt -= work;
  } while (debt > -stepsize && g->gcstate != 8);
  if (g->gcstate == 8)
    setpause(g);
  else {
    debt = (debt / stepmul) * sizeof(TValue);
    luaE_setdebt(g, debt);
  }
}






void luaC_step (lua_State *L) {
  global_State *g = (L->l_G);
  if (!((g)->gcstp == 0))
    luaE_setdebt(g, -2000);
  else {
    if((g->gckind == 1 || g->lastatomic != 0))
      genstep(L, g);
    else
      incstep(L, g);
  }
}
# 1708 "../lua/lgc.c"
static void fullinc (lua_State *L, global_State *g) {
  if (((g)->gcstate <= 2))
    entersweep(L);

  luaC_runtilstate(L, (1<<(8)));
  luaC_runtilstate(L, (1<<(7)));

  ((void)0);
  luaC_runtilstate(L, (1<<(8)));
  setpause(g);
}







void luaC_fullgc (lua_State *L, int isemergency) {
  global_State *g = (L->l_G);
  ((void)0);
  g->gcemergency = isemergency;
  if (g->gckind == 0)
    fullinc(L, g);
  else
    fullgen(L, g);
  g->gcemergency = 0;
}
# 82 "../lua/onelua.c" 2
# 1 "../lua/llex.c" 1
# 24 "../lua/llex.c"
# 1 "../lua/lparser.h" 1
# 25 "../lua/lparser.h"
typedef enum {
  VVOID,

  VNIL,
  VTRUE,
  VFALSE,
  VK,
  VKFLT,
  VKINT,
  VKSTR,

  VNONRELOC,

  VLOCAL,

  VUPVAL,
  VCONST,

  VINDEXED,


  VINDEXUP,


  VINDEXI,


  VINDEXSTR,


  VJMP,

  VRELOC,

  VCALL,
  VVARARG
} expkind;






typedef struct expdesc {
  expkind k;
  union {
    lua_Integer ival;
    lua_Number nval;
    TString *strval;
    int info;
    struct {
      short idx;
      lu_byte t;
    } ind;
    struct {
      lu_byte ridx;
      unsigned short vidx;
    } var;
  } u;
  int t;
  int f;
} expdesc;
# 96 "../lua/lparser.h"
typedef union Vardesc {
  struct {
    Value value_; lu_byte tt_;
    lu_byte kind;
    lu_byte ridx;
    short pidx;
    TString *name;
  } vd;
  TValue k;
} Vardesc;




typedef struct Labeldesc {
  TString *name;
  int pc;
  int line;
  lu_byte nactvar;
  lu_byte close;
} Labeldesc;



typedef struct Labellist {
  Labeldesc *arr;
  int n;
  int size;
} Labellist;



typedef struct Dyndata {
  struct {
    Vardesc *arr;
    int n;
    int size;
  } actvar;
  Labellist gt;
  Labellist label;
} Dyndata;



struct BlockCnt;



typedef struct FuncState {
  Proto *f;
  struct FuncState *prev;
  struct LexState *ls;
  struct BlockCnt *bl;
  int pc;
  int lasttarget;
  int previousline;
  int nk;
  int np;
  int nabslineinfo;
  int firstlocal;
  int firstlabel;
  short ndebugvars;
  lu_byte nactvar;
  lu_byte nups;
  lu_byte freereg;
  lu_byte iwthabs;
  lu_byte needclose;
} FuncState;


static int luaY_nvarstack (FuncState *fs);
static LClosure *luaY_parser (lua_State *L, ZIO *z, Mbuffer *buff,
                                 Dyndata *dyd, const char *name, int firstchar);
# 25 "../lua/llex.c" 2
# 40 "../lua/llex.c"
static const char *const luaX_tokens [] = {
    "and", "break", "do", "else", "elseif",
    "end", "false", "for", "function", "goto", "if",
    "in", "local", "nil", "not", "or", "repeat",
    "return", "then", "true", "until", "while",
    "//", "..", "...", "==", ">=", "<=", "~=",
    "<<", ">>", "::", "<eof>",
    "<number>", "<integer>", "<name>", "<string>"
};





static void __attribute__((noreturn)) lexerror (LexState *ls, const char *msg, int token);


static void save (LexState *ls, int c) {
  Mbuffer *b = ls->buff;
  if (((b)->n) + 1 > ((b)->buffsize)) {
    size_t newsize;
    if (((b)->buffsize) >= (sizeof(size_t) < sizeof(lua_Integer) ? ((size_t)(~(size_t)0)) : (size_t)(0x7fffffffffffffffLL))/2)
      lexerror(ls, "lexical element too long", 0);
    newsize = ((b)->buffsize) * 2;
    ((b)->buffer = ((char *)((luaM_saferealloc_(ls->L, ((b)->buffer), ((b)->buffsize)*sizeof(char), (newsize)*sizeof(char))))), (b)->buffsize = newsize);
  }
  b->buffer[((b)->n)++] = ((char)((c)));
}


void luaX_init (lua_State *L) {
  int i;
  TString *e = (luaS_newlstr(L, "" "_ENV", (sizeof("_ENV")/sizeof(char))-1));
  luaC_fix(L, (((void)0), (&(((union GCUnion *)((e)))->gc))));
  for (i=0; i<(((int)((TK_WHILE-(
# 74 "../lua/llex.c" 3 4
             (0x7f * 2 + 1) 
# 74 "../lua/llex.c"
             + 1) + 1)))); i++) {
    TString *ts = luaS_new(L, luaX_tokens[i]);
    luaC_fix(L, (((void)0), (&(((union GCUnion *)((ts)))->gc))));
    ts->extra = ((lu_byte)((i+1)));
  }
}


const char *luaX_token2str (LexState *ls, int token) {
  if (token < (
# 83 "../lua/llex.c" 3 4
             (0x7f * 2 + 1) 
# 83 "../lua/llex.c"
             + 1)) {
    if ((luai_ctype_[(token)+1] & ((1 << (2)))))
      return luaO_pushfstring(ls->L, "'%c'", token);
    else
      return luaO_pushfstring(ls->L, "'<\\%d>'", token);
  }
  else {
    const char *s = luaX_tokens[token - (
# 90 "../lua/llex.c" 3 4
                                       (0x7f * 2 + 1) 
# 90 "../lua/llex.c"
                                       + 1)];
    if (token < TK_EOS)
      return luaO_pushfstring(ls->L, "'%s'", s);
    else
      return s;
  }
}


static const char *txtToken (LexState *ls, int token) {
  switch (token) {
    case TK_NAME: case TK_STRING:
    case TK_FLT: case TK_INT:
      save(ls, '\0');
      return luaO_pushfstring(ls->L, "'%s'", ((ls->buff)->buffer));
    default:
      return luaX_token2str(ls, token);
  }
}


static void __attribute__((noreturn)) lexerror (LexState *ls, const char *msg, int token) {
  msg = luaG_addinfo(ls->L, msg, ls->source, ls->linenumber);
  if (token)
    luaO_pushfstring(ls->L, "%s near %s", msg, txtToken(ls, token));
  luaD_throw(ls->L, 3);
}


void __attribute__((noreturn)) luaX_syntaxerror (LexState *ls, const char *msg) {
  lexerror(ls, msg, ls->t.token);
}
# 134 "../lua/llex.c"
TString *luaX_newstring (LexState *ls, const char *str, size_t l) {
  lua_State *L = ls->L;
  TString *ts = luaS_newlstr(L, str, l);
  const TValue *o = luaH_getstr(ls->h, ts);
  if (!(((((((o))->tt_)) & 0x0F)) == (0)))
    ts = ((((void)0), (&((((union GCUnion *)((((((Node *)((o))))->u.key_val).gc))))->ts))));
  else {
    TValue *stv = (&(L->top.p++)->val);
    { TValue *io = (stv); TString *x_ = (ts); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((x_->tt) | (1 << 6)))); ((void)L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (L == 
# 142 "../lua/llex.c" 3 4
   ((void *)0) 
# 142 "../lua/llex.c"
   || !((((((void)0), (((io)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
    luaH_finishset(L, ls->h, stv, o, stv);

    { if ((L->l_G)->GCdebt > 0) { (void)0; luaC_step(L); (void)0;}; ((void)0); };
    L->top.p--;
  }
  return ts;
}






static void inclinenumber (LexState *ls) {
  int old = ls->current;
  ((void)0);
  (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z)));
  if ((ls->current == '\n' || ls->current == '\r') && ls->current != old)
    (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z)));
  if (++ls->linenumber >= 0x7fffffff)
    lexerror(ls, "chunk has too many lines", 0);
}


void luaX_setinput (lua_State *L, LexState *ls, ZIO *z, TString *source,
                    int firstchar) {
  ls->t.token = 0;
  ls->L = L;
  ls->current = firstchar;
  ls->lookahead.token = TK_EOS;
  ls->z = z;
  ls->fs = 
# 174 "../lua/llex.c" 3 4
          ((void *)0)
# 174 "../lua/llex.c"
              ;
  ls->linenumber = 1;
  ls->lastline = 1;
  ls->source = source;
  ls->envn = (luaS_newlstr(L, "" "_ENV", (sizeof("_ENV")/sizeof(char))-1));
  ((ls->buff)->buffer = ((char *)((luaM_saferealloc_(ls->L, ((ls->buff)->buffer), ((ls->buff)->buffsize)*sizeof(char), (32)*sizeof(char))))), (ls->buff)->buffsize = 32);
}
# 191 "../lua/llex.c"
static int check_next1 (LexState *ls, int c) {
  if (ls->current == c) {
    (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z)));
    return 1;
  }
  else return 0;
}






static int check_next2 (LexState *ls, const char *set) {
  ((void)0);
  if (ls->current == set[0] || ls->current == set[1]) {
    (save(ls, ls->current), (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z))));
    return 1;
  }
  else return 0;
}
# 227 "../lua/llex.c"
static int read_numeral (LexState *ls, SemInfo *seminfo) {
  TValue obj;
  const char *expo = "Ee";
  int first = ls->current;
  ((void)0);
  (save(ls, ls->current), (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z))));
  if (first == '0' && check_next2(ls, "xX"))
    expo = "Pp";
  for (;;) {
    if (check_next2(ls, expo))
      check_next2(ls, "-+");
    else if ((luai_ctype_[(ls->current)+1] & ((1 << (4)))) || ls->current == '.')
      (save(ls, ls->current), (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z))));
    else break;
  }
  if ((luai_ctype_[(ls->current)+1] & ((1 << (0)))))
    (save(ls, ls->current), (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z))));
  save(ls, '\0');
  if (luaO_str2num(((ls->buff)->buffer), &obj) == 0)
    lexerror(ls, "malformed number", TK_FLT);
  if (((((&obj))->tt_) == (((3) | ((0) << 4))))) {
    seminfo->i = (((void)0), (((&obj)->value_).i));
    return TK_INT;
  }
  else {
    ((void)0);
    seminfo->r = (((void)0), (((&obj)->value_).n));
    return TK_FLT;
  }
}
# 265 "../lua/llex.c"
static size_t skip_sep (LexState *ls) {
  size_t count = 0;
  int s = ls->current;
  ((void)0);
  (save(ls, ls->current), (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z))));
  while (ls->current == '=') {
    (save(ls, ls->current), (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z))));
    count++;
  }
  return (ls->current == s) ? count + 2
         : (count == 0) ? 1
         : 0;
}


static void read_long_string (LexState *ls, SemInfo *seminfo, size_t sep) {
  int line = ls->linenumber;
  (save(ls, ls->current), (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z))));
  if ((ls->current == '\n' || ls->current == '\r'))
    inclinenumber(ls);
  for (;;) {
    switch (ls->current) {
      case (-1): {
        const char *what = (seminfo ? "string" : "comment");
        const char *msg = luaO_pushfstring(ls->L,
                     "unfinished long %s (starting at line %d)", what, line);
        lexerror(ls, msg, TK_EOS);
        break;
      }
      case ']': {
        if (skip_sep(ls) == sep) {
          (save(ls, ls->current), (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z))));
          goto endloop;
        }
        break;
      }
      case '\n': case '\r': {
        save(ls, '\n');
        inclinenumber(ls);
        if (!seminfo) ((ls->buff)->n = 0);
        break;
      }
      default: {
        if (seminfo) (save(ls, ls->current), (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z))));
        else (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z)));
      }
    }
  } endloop:
  if (seminfo)
    seminfo->ts = luaX_newstring(ls, ((ls->buff)->buffer) + sep,
                                     ((ls->buff)->n) - 2 * sep);
}


static void esccheck (LexState *ls, int c, const char *msg) {
  if (!c) {
    if (ls->current != (-1))
      (save(ls, ls->current), (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z))));
    lexerror(ls, msg, TK_STRING);
  }
}


static int gethexa (LexState *ls) {
  (save(ls, ls->current), (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z))));
  esccheck (ls, (luai_ctype_[(ls->current)+1] & ((1 << (4)))), "hexadecimal digit expected");
  return luaO_hexavalue(ls->current);
}


static int readhexaesc (LexState *ls) {
  int r = gethexa(ls);
  r = (r << 4) + gethexa(ls);
  ((ls->buff)->n -= (2));
  return r;
}


static unsigned long readutf8esc (LexState *ls) {
  unsigned long r;
  int i = 4;
  (save(ls, ls->current), (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z))));
  esccheck(ls, ls->current == '{', "missing '{'");
  r = gethexa(ls);
  while (((void)(((save(ls, ls->current), (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z))))))), (luai_ctype_[(ls->current)+1] & ((1 << (4))))) {
    i++;
    esccheck(ls, r <= (0x7FFFFFFFu >> 4), "UTF-8 value too large");
    r = (r << 4) + luaO_hexavalue(ls->current);
  }
  esccheck(ls, ls->current == '}', "missing '}'");
  (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z)));
  ((ls->buff)->n -= (i));
  return r;
}


static void utf8esc (LexState *ls) {
  char buff[8];
  int n = luaO_utf8esc(buff, readutf8esc(ls));
  for (; n > 0; n--)
    save(ls, buff[8 - n]);
}


static int readdecesc (LexState *ls) {
  int i;
  int r = 0;
  for (i = 0; i < 3 && (luai_ctype_[(ls->current)+1] & ((1 << (1)))); i++) {
    r = 10*r + ls->current - '0';
    (save(ls, ls->current), (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z))));
  }
  esccheck(ls, r <= 
# 376 "../lua/llex.c" 3 4
                   (0x7f * 2 + 1)
# 376 "../lua/llex.c"
                            , "decimal escape too large");
  ((ls->buff)->n -= (i));
  return r;
}


static void read_string (LexState *ls, int del, SemInfo *seminfo) {
  (save(ls, ls->current), (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z))));
  while (ls->current != del) {
    switch (ls->current) {
      case (-1):
        lexerror(ls, "unfinished string", TK_EOS);
        break;
      case '\n':
      case '\r':
        lexerror(ls, "unfinished string", TK_STRING);
        break;
      case '\\': {
        int c;
        (save(ls, ls->current), (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z))));
        switch (ls->current) {
          case 'a': c = '\a'; goto read_save;
          case 'b': c = '\b'; goto read_save;
          case 'f': c = '\f'; goto read_save;
          case 'n': c = '\n'; goto read_save;
          case 'r': c = '\r'; goto read_save;
          case 't': c = '\t'; goto read_save;
          case 'v': c = '\v'; goto read_save;
          case 'x': c = readhexaesc(ls); goto read_save;
          case 'u': utf8esc(ls); goto no_save;
          case '\n': case '\r':
            inclinenumber(ls); c = '\n'; goto only_save;
          case '\\': case '\"': case '\'':
            c = ls->current; goto read_save;
          case (-1): goto no_save;
          case 'z': {
            ((ls->buff)->n -= (1));
            (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z)));
            while ((luai_ctype_[(ls->current)+1] & ((1 << (3))))) {
              if ((ls->current == '\n' || ls->current == '\r')) inclinenumber(ls);
              else (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z)));
            }
            goto no_save;
          }
          default: {
            esccheck(ls, (luai_ctype_[(ls->current)+1] & ((1 << (1)))), "invalid escape sequence");
            c = readdecesc(ls);
            goto only_save;
          }
        }
       read_save:
         (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z)));

       only_save:
         ((ls->buff)->n -= (1));
         save(ls, c);

       no_save: break;
      }
      default:
        (save(ls, ls->current), (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z))));
    }
  }
  (save(ls, ls->current), (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z))));
  seminfo->ts = luaX_newstring(ls, ((ls->buff)->buffer) + 1,
                                   ((ls->buff)->n) - 2);
}


static int llex (LexState *ls, SemInfo *seminfo) {
  ((ls->buff)->n = 0);
  for (;;) {
    switch (ls->current) {
      case '\n': case '\r': {
        inclinenumber(ls);
        break;
      }
      case ' ': case '\f': case '\t': case '\v': {
        (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z)));
        break;
      }
      case '-': {
        (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z)));
        if (ls->current != '-') return '-';

        (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z)));
        if (ls->current == '[') {
          size_t sep = skip_sep(ls);
          ((ls->buff)->n = 0);
          if (sep >= 2) {
            read_long_string(ls, 
# 466 "../lua/llex.c" 3 4
                                ((void *)0)
# 466 "../lua/llex.c"
                                    , sep);
            ((ls->buff)->n = 0);
            break;
          }
        }

        while (!(ls->current == '\n' || ls->current == '\r') && ls->current != (-1))
          (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z)));
        break;
      }
      case '[': {
        size_t sep = skip_sep(ls);
        if (sep >= 2) {
          read_long_string(ls, seminfo, sep);
          return TK_STRING;
        }
        else if (sep == 0)
          lexerror(ls, "invalid long string delimiter", TK_STRING);
        return '[';
      }
      case '=': {
        (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z)));
        if (check_next1(ls, '=')) return TK_EQ;
        else return '=';
      }
      case '<': {
        (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z)));
        if (check_next1(ls, '=')) return TK_LE;
        else if (check_next1(ls, '<')) return TK_SHL;
        else return '<';
      }
      case '>': {
        (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z)));
        if (check_next1(ls, '=')) return TK_GE;
        else if (check_next1(ls, '>')) return TK_SHR;
        else return '>';
      }
      case '/': {
        (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z)));
        if (check_next1(ls, '/')) return TK_IDIV;
        else return '/';
      }
      case '~': {
        (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z)));
        if (check_next1(ls, '=')) return TK_NE;
        else return '~';
      }
      case ':': {
        (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z)));
        if (check_next1(ls, ':')) return TK_DBCOLON;
        else return ':';
      }
      case '"': case '\'': {
        read_string(ls, ls->current, seminfo);
        return TK_STRING;
      }
      case '.': {
        (save(ls, ls->current), (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z))));
        if (check_next1(ls, '.')) {
          if (check_next1(ls, '.'))
            return TK_DOTS;
          else return TK_CONCAT;
        }
        else if (!(luai_ctype_[(ls->current)+1] & ((1 << (1))))) return '.';
        else return read_numeral(ls, seminfo);
      }
      case '0': case '1': case '2': case '3': case '4':
      case '5': case '6': case '7': case '8': case '9': {
        return read_numeral(ls, seminfo);
      }
      case (-1): {
        return TK_EOS;
      }
      default: {
        if ((luai_ctype_[(ls->current)+1] & ((1 << (0))))) {
          TString *ts;
          do {
            (save(ls, ls->current), (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z))));
          } while ((luai_ctype_[(ls->current)+1] & (((1 << (0)) | (1 << (1))))));
          ts = luaX_newstring(ls, ((ls->buff)->buffer),
                                  ((ls->buff)->n));
          seminfo->ts = ts;
          if (((ts)->tt == ((4) | ((0) << 4)) && (ts)->extra > 0))
            return ts->extra - 1 + (
# 549 "../lua/llex.c" 3 4
                                  (0x7f * 2 + 1) 
# 549 "../lua/llex.c"
                                  + 1);
          else {
            return TK_NAME;
          }
        }
        else {
          int c = ls->current;
          (ls->current = (((ls->z)->n--)>0 ? ((unsigned char)((*(ls->z)->p++))) : luaZ_fill(ls->z)));
          return c;
        }
      }
    }
  }
}


void luaX_next (LexState *ls) {
  ls->lastline = ls->linenumber;
  if (ls->lookahead.token != TK_EOS) {
    ls->t = ls->lookahead;
    ls->lookahead.token = TK_EOS;
  }
  else
    ls->t.token = llex(ls, &ls->t.seminfo);
}


int luaX_lookahead (LexState *ls) {
  ((void)0);
  ls->lookahead.token = llex(ls, &ls->lookahead.seminfo);
  return ls->lookahead.token;
}
# 83 "../lua/onelua.c" 2
# 1 "../lua/lcode.c" 1
# 14 "../lua/lcode.c"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/limits.h" 1 3 4
# 15 "../lua/lcode.c" 2





# 1 "../lua/lcode.h" 1
# 26 "../lua/lcode.h"
typedef enum BinOpr {

  OPR_ADD, OPR_SUB, OPR_MUL, OPR_MOD, OPR_POW,
  OPR_DIV, OPR_IDIV,

  OPR_BAND, OPR_BOR, OPR_BXOR,
  OPR_SHL, OPR_SHR,

  OPR_CONCAT,

  OPR_EQ, OPR_LT, OPR_LE,
  OPR_NE, OPR_GT, OPR_GE,

  OPR_AND, OPR_OR,
  OPR_NOBINOPR
} BinOpr;
# 51 "../lua/lcode.h"
typedef enum UnOpr { OPR_MINUS, OPR_BNOT, OPR_NOT, OPR_LEN, OPR_NOUNOPR } UnOpr;
# 62 "../lua/lcode.h"
static int luaK_code (FuncState *fs, Instruction i);
static int luaK_codeABx (FuncState *fs, OpCode o, int A, unsigned int Bx);
static int luaK_codeAsBx (FuncState *fs, OpCode o, int A, int Bx);
static int luaK_codeABCk (FuncState *fs, OpCode o, int A,
                                            int B, int C, int k);
static int luaK_isKint (expdesc *e);
static int luaK_exp2const (FuncState *fs, const expdesc *e, TValue *v);
static void luaK_fixline (FuncState *fs, int line);
static void luaK_nil (FuncState *fs, int from, int n);
static void luaK_reserveregs (FuncState *fs, int n);
static void luaK_checkstack (FuncState *fs, int n);
static void luaK_int (FuncState *fs, int reg, lua_Integer n);
static void luaK_dischargevars (FuncState *fs, expdesc *e);
static int luaK_exp2anyreg (FuncState *fs, expdesc *e);
static void luaK_exp2anyregup (FuncState *fs, expdesc *e);
static void luaK_exp2nextreg (FuncState *fs, expdesc *e);
static void luaK_exp2val (FuncState *fs, expdesc *e);
static int luaK_exp2RK (FuncState *fs, expdesc *e);
static void luaK_self (FuncState *fs, expdesc *e, expdesc *key);
static void luaK_indexed (FuncState *fs, expdesc *t, expdesc *k);
static void luaK_goiftrue (FuncState *fs, expdesc *e);
static void luaK_goiffalse (FuncState *fs, expdesc *e);
static void luaK_storevar (FuncState *fs, expdesc *var, expdesc *e);
static void luaK_setreturns (FuncState *fs, expdesc *e, int nresults);
static void luaK_setoneret (FuncState *fs, expdesc *e);
static int luaK_jump (FuncState *fs);
static void luaK_ret (FuncState *fs, int first, int nret);
static void luaK_patchlist (FuncState *fs, int list, int target);
static void luaK_patchtohere (FuncState *fs, int list);
static void luaK_concat (FuncState *fs, int *l1, int l2);
static int luaK_getlabel (FuncState *fs);
static void luaK_prefix (FuncState *fs, UnOpr op, expdesc *v, int line);
static void luaK_infix (FuncState *fs, BinOpr op, expdesc *v);
static void luaK_posfix (FuncState *fs, BinOpr op, expdesc *v1,
                            expdesc *v2, int line);
static void luaK_settablesize (FuncState *fs, int pc,
                                  int ra, int asize, int hsize);
static void luaK_setlist (FuncState *fs, int base, int nelems, int tostore);
static void luaK_finish (FuncState *fs);
static void __attribute__((noreturn)) luaK_semerror (LexState *ls, const char *msg);
# 21 "../lua/lcode.c" 2
# 31 "../lua/lcode.c"
# 1 "../lua/lvm.h" 1
# 43 "../lua/lvm.h"
typedef enum {
  F2Ieq,
  F2Ifloor,
  F2Iceil
} F2Imod;
# 120 "../lua/lvm.h"
static int luaV_equalobj (lua_State *L, const TValue *t1, const TValue *t2);
static int luaV_lessthan (lua_State *L, const TValue *l, const TValue *r);
static int luaV_lessequal (lua_State *L, const TValue *l, const TValue *r);
static int luaV_tonumber_ (const TValue *obj, lua_Number *n);
static int luaV_tointeger (const TValue *obj, lua_Integer *p, F2Imod mode);
static int luaV_tointegerns (const TValue *obj, lua_Integer *p,
                                F2Imod mode);
static int luaV_flttointeger (lua_Number n, lua_Integer *p, F2Imod mode);
static void luaV_finishget (lua_State *L, const TValue *t, TValue *key,
                               StkId val, const TValue *slot);
static void luaV_finishset (lua_State *L, const TValue *t, TValue *key,
                               TValue *val, const TValue *slot);
static void luaV_finishOp (lua_State *L);
static void luaV_execute (lua_State *L, CallInfo *ci);
static void luaV_concat (lua_State *L, int total);
static lua_Integer luaV_idiv (lua_State *L, lua_Integer x, lua_Integer y);
static lua_Integer luaV_mod (lua_State *L, lua_Integer x, lua_Integer y);
static lua_Number luaV_modf (lua_State *L, lua_Number x, lua_Number y);
static lua_Integer luaV_shiftl (lua_Integer x, lua_Integer y);
static void luaV_objlen (lua_State *L, StkId ra, const TValue *rb);
# 32 "../lua/lcode.c" 2
# 41 "../lua/lcode.c"
static int codesJ (FuncState *fs, OpCode o, int sj, int k);




void __attribute__((noreturn)) luaK_semerror (LexState *ls, const char *msg) {
  ls->t.token = 0;
  luaX_syntaxerror(ls, msg);
}






static int tonumeral (const expdesc *e, TValue *v) {
  if (((e)->t != (e)->f))
    return 0;
  switch (e->k) {
    case VKINT:
      if (v) { TValue *io=(v); ((io)->value_).i=(e->u.ival); ((io)->tt_=(((3) | ((0) << 4)))); };
      return 1;
    case VKFLT:
      if (v) { TValue *io=(v); ((io)->value_).n=(e->u.nval); ((io)->tt_=(((3) | ((1) << 4)))); };
      return 1;
    default: return 0;
  }
}





static TValue *const2val (FuncState *fs, const expdesc *e) {
  ((void)0);
  return &fs->ls->dyd->actvar.arr[e->u.info].k;
}






int luaK_exp2const (FuncState *fs, const expdesc *e, TValue *v) {
  if (((e)->t != (e)->f))
    return 0;
  switch (e->k) {
    case VFALSE:
      ((v)->tt_=(((1) | ((0) << 4))));
      return 1;
    case VTRUE:
      ((v)->tt_=(((1) | ((1) << 4))));
      return 1;
    case VNIL:
      ((v)->tt_=(((0) | ((0) << 4))));
      return 1;
    case VKSTR: {
      { TValue *io = (v); TString *x_ = (e->u.strval); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((x_->tt) | (1 << 6)))); ((void)fs->ls->L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (fs->ls->L == 
# 98 "../lua/lcode.c" 3 4
     ((void *)0) 
# 98 "../lua/lcode.c"
     || !((((((void)0), (((io)->value_).gc)))->marked) & ((((fs->ls->L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
      return 1;
    }
    case VCONST: {
      { TValue *io1=(v); const TValue *io2=(const2val(fs, e)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)fs->ls->L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (fs->ls->L == 
# 102 "../lua/lcode.c" 3 4
     ((void *)0) 
# 102 "../lua/lcode.c"
     || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((fs->ls->L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
      return 1;
    }
    default: return tonumeral(e, v);
  }
}
# 116 "../lua/lcode.c"
static Instruction *previousinstruction (FuncState *fs) {
  static const Instruction invalidinstruction = ~(Instruction)0;
  if (fs->pc > fs->lasttarget)
    return &fs->f->code[fs->pc - 1];
  else
    return ((Instruction*)(&invalidinstruction));
}
# 131 "../lua/lcode.c"
void luaK_nil (FuncState *fs, int from, int n) {
  int l = from + n - 1;
  Instruction *previous = previousinstruction(fs);
  if ((((OpCode)(((*previous)>>0) & ((~((~(Instruction)0)<<(7)))<<(0))))) == OP_LOADNIL) {
    int pfrom = (((int)((((*previous)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))));
    int pl = pfrom + (((void)0), ((((int)((((*previous)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));
    if ((pfrom <= from && from <= pl + 1) ||
        (from <= pfrom && pfrom <= l + 1)) {
      if (pfrom < from) from = pfrom;
      if (pl > l) l = pl;
      ((*previous) = (((*previous)&(~((~((~(Instruction)0)<<(8)))<<((0 + 7))))) | ((((Instruction)(from))<<(0 + 7))&((~((~(Instruction)0)<<(8)))<<((0 + 7))))));
      ((*previous) = (((*previous)&(~((~((~(Instruction)0)<<(8)))<<((((0 + 7) + 8) + 1))))) | ((((Instruction)(l - from))<<(((0 + 7) + 8) + 1))&((~((~(Instruction)0)<<(8)))<<((((0 + 7) + 8) + 1))))));
      return;
    }
  }
  luaK_codeABCk(fs,OP_LOADNIL,from,n - 1,0,0);
}






static int getjump (FuncState *fs, int pc) {
  int offset = (((void)0), ((((int)((((fs->f->code[pc])>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0)))))) - (((1 << ((8 + 8 + 1) + 8)) - 1) >> 1)));
  if (offset == (-1))
    return (-1);
  else
    return (pc+1)+offset;
}






static void fixjump (FuncState *fs, int pc, int dest) {
  Instruction *jmp = &fs->f->code[pc];
  int offset = dest - (pc + 1);
  ((void)0);
  if (!(-(((1 << ((8 + 8 + 1) + 8)) - 1) >> 1) <= offset && offset <= ((1 << ((8 + 8 + 1) + 8)) - 1) - (((1 << ((8 + 8 + 1) + 8)) - 1) >> 1)))
    luaX_syntaxerror(fs->ls, "control structure too long");
  ((void)0);
  ((*jmp) = (((*jmp)&(~((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<((0 + 7))))) | ((((Instruction)(((unsigned int)(((offset)+(((1 << ((8 + 8 + 1) + 8)) - 1) >> 1))))))<<(0 + 7))&((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<((0 + 7))))));
}





void luaK_concat (FuncState *fs, int *l1, int l2) {
  if (l2 == (-1)) return;
  else if (*l1 == (-1))
    *l1 = l2;
  else {
    int list = *l1;
    int next;
    while ((next = getjump(fs, list)) != (-1))
      list = next;
    fixjump(fs, list, l2);
  }
}






int luaK_jump (FuncState *fs) {
  return codesJ(fs, OP_JMP, (-1), 0);
}





void luaK_ret (FuncState *fs, int first, int nret) {
  OpCode op;
  switch (nret) {
    case 0: op = OP_RETURN0; break;
    case 1: op = OP_RETURN1; break;
    default: op = OP_RETURN; break;
  }
  luaK_codeABCk(fs,op,first,nret + 1,0,0);
}






static int condjump (FuncState *fs, OpCode op, int A, int B, int C, int k) {
  luaK_codeABCk(fs, op, A, B, C, k);
  return luaK_jump(fs);
}






int luaK_getlabel (FuncState *fs) {
  fs->lasttarget = fs->pc;
  return fs->pc;
}







static Instruction *getjumpcontrol (FuncState *fs, int pc) {
  Instruction *pi = &fs->f->code[pc];
  if (pc >= 1 && (luaP_opmodes[(((OpCode)(((*(pi-1))>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))] & (1 << 4)))
    return pi-1;
  else
    return pi;
}
# 259 "../lua/lcode.c"
static int patchtestreg (FuncState *fs, int node, int reg) {
  Instruction *i = getjumpcontrol(fs, node);
  if ((((OpCode)(((*i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0))))) != OP_TESTSET)
    return 0;
  if (reg != ((1<<8)-1) && reg != (((void)0), ((((int)((((*i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))
    ((*i) = (((*i)&(~((~((~(Instruction)0)<<(8)))<<((0 + 7))))) | ((((Instruction)(reg))<<(0 + 7))&((~((~(Instruction)0)<<(8)))<<((0 + 7))))));
  else {


    *i = ((((Instruction)(OP_TEST))<<0) | (((Instruction)((((void)0), ((((int)((((*i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))<<(0 + 7)) | (((Instruction)(0))<<(((0 + 7) + 8) + 1)) | (((Instruction)(0))<<((((0 + 7) + 8) + 1) + 8)) | (((Instruction)((((void)0), ((((int)((((*i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0))))))))))<<((0 + 7) + 8)));
  }
  return 1;
}





static void removevalues (FuncState *fs, int list) {
  for (; list != (-1); list = getjump(fs, list))
      patchtestreg(fs, list, ((1<<8)-1));
}







static void patchlistaux (FuncState *fs, int list, int vtarget, int reg,
                          int dtarget) {
  while (list != (-1)) {
    int next = getjump(fs, list);
    if (patchtestreg(fs, list, reg))
      fixjump(fs, list, vtarget);
    else
      fixjump(fs, list, dtarget);
    list = next;
  }
}







void luaK_patchlist (FuncState *fs, int list, int target) {
  ((void)0);
  patchlistaux(fs, list, target, ((1<<8)-1), target);
}


void luaK_patchtohere (FuncState *fs, int list) {
  int hr = luaK_getlabel(fs);
  luaK_patchlist(fs, list, hr);
}
# 329 "../lua/lcode.c"
static void savelineinfo (FuncState *fs, Proto *f, int line) {
  int linedif = line - fs->previousline;
  int pc = fs->pc - 1;
  if (abs(linedif) >= 0x80 || fs->iwthabs++ >= 128) {
    ((f->abslineinfo)=((AbsLineInfo *)(luaM_growaux_(fs->ls->L,f->abslineinfo,fs->nabslineinfo,&(f->sizeabslineinfo),sizeof(AbsLineInfo), ((((size_t)((0x7fffffff))) <= ((size_t)(~(size_t)0))/sizeof(AbsLineInfo)) ? (0x7fffffff) : ((unsigned int)(((((size_t)(~(size_t)0))/sizeof(AbsLineInfo)))))),"lines"))))
                                                                      ;
    f->abslineinfo[fs->nabslineinfo].pc = pc;
    f->abslineinfo[fs->nabslineinfo++].line = line;
    linedif = (-0x80);
    fs->iwthabs = 1;
  }
  ((f->lineinfo)=((ls_byte *)(luaM_growaux_(fs->ls->L,f->lineinfo,pc,&(f->sizelineinfo),sizeof(ls_byte), ((((size_t)((0x7fffffff))) <= ((size_t)(~(size_t)0))/sizeof(ls_byte)) ? (0x7fffffff) : ((unsigned int)(((((size_t)(~(size_t)0))/sizeof(ls_byte)))))),"opcodes"))))
                                     ;
  f->lineinfo[pc] = linedif;
  fs->previousline = line;
}
# 353 "../lua/lcode.c"
static void removelastlineinfo (FuncState *fs) {
  Proto *f = fs->f;
  int pc = fs->pc - 1;
  if (f->lineinfo[pc] != (-0x80)) {
    fs->previousline -= f->lineinfo[pc];
    fs->iwthabs--;
  }
  else {
    ((void)0);
    fs->nabslineinfo--;
    fs->iwthabs = 128 + 1;
  }
}






static void removelastinstruction (FuncState *fs) {
  removelastlineinfo(fs);
  fs->pc--;
}






int luaK_code (FuncState *fs, Instruction i) {
  Proto *f = fs->f;

  ((f->code)=((Instruction *)(luaM_growaux_(fs->ls->L,f->code,fs->pc,&(f->sizecode),sizeof(Instruction), ((((size_t)((0x7fffffff))) <= ((size_t)(~(size_t)0))/sizeof(Instruction)) ? (0x7fffffff) : ((unsigned int)(((((size_t)(~(size_t)0))/sizeof(Instruction)))))),"opcodes"))))
                                     ;
  f->code[fs->pc++] = i;
  savelineinfo(fs, f, fs->ls->lastline);
  return fs->pc - 1;
}






int luaK_codeABCk (FuncState *fs, OpCode o, int a, int b, int c, int k) {
  ((void)0);
  ((void)0)
                                            ;
  return luaK_code(fs, ((((Instruction)(o))<<0) | (((Instruction)(a))<<(0 + 7)) | (((Instruction)(b))<<(((0 + 7) + 8) + 1)) | (((Instruction)(c))<<((((0 + 7) + 8) + 1) + 8)) | (((Instruction)(k))<<((0 + 7) + 8))));
}





int luaK_codeABx (FuncState *fs, OpCode o, int a, unsigned int bc) {
  ((void)0);
  ((void)0);
  return luaK_code(fs, ((((Instruction)(o))<<0) | (((Instruction)(a))<<(0 + 7)) | (((Instruction)(bc))<<((0 + 7) + 8))));
}





int luaK_codeAsBx (FuncState *fs, OpCode o, int a, int bc) {
  unsigned int b = bc + (((1<<(8 + 8 + 1))-1)>>1);
  ((void)0);
  ((void)0);
  return luaK_code(fs, ((((Instruction)(o))<<0) | (((Instruction)(a))<<(0 + 7)) | (((Instruction)(b))<<((0 + 7) + 8))));
}





static int codesJ (FuncState *fs, OpCode o, int sj, int k) {
  unsigned int j = sj + (((1 << ((8 + 8 + 1) + 8)) - 1) >> 1);
  ((void)0);
  ((void)0);
  return luaK_code(fs, ((((Instruction)(o)) << 0) | (((Instruction)(j)) << (0 + 7)) | (((Instruction)(k)) << ((0 + 7) + 8))));
}





static int codeextraarg (FuncState *fs, int a) {
  ((void)0);
  return luaK_code(fs, ((((Instruction)(OP_EXTRAARG))<<0) | (((Instruction)(a))<<(0 + 7))));
}







static int luaK_codek (FuncState *fs, int reg, int k) {
  if (k <= ((1<<(8 + 8 + 1))-1))
    return luaK_codeABx(fs, OP_LOADK, reg, k);
  else {
    int p = luaK_codeABx(fs, OP_LOADKX, reg, 0);
    codeextraarg(fs, k);
    return p;
  }
}






void luaK_checkstack (FuncState *fs, int n) {
  int newstack = fs->freereg + n;
  if (newstack > fs->f->maxstacksize) {
    if (newstack >= 255)
      luaX_syntaxerror(fs->ls,
        "function or expression needs too many registers");
    fs->f->maxstacksize = ((lu_byte)((newstack)));
  }
}





void luaK_reserveregs (FuncState *fs, int n) {
  luaK_checkstack(fs, n);
  fs->freereg += n;
}







static void freereg (FuncState *fs, int reg) {
  if (reg >= luaY_nvarstack(fs)) {
    fs->freereg--;
    ((void)0);
  }
}





static void freeregs (FuncState *fs, int r1, int r2) {
  if (r1 > r2) {
    freereg(fs, r1);
    freereg(fs, r2);
  }
  else {
    freereg(fs, r2);
    freereg(fs, r1);
  }
}





static void freeexp (FuncState *fs, expdesc *e) {
  if (e->k == VNONRELOC)
    freereg(fs, e->u.info);
}






static void freeexps (FuncState *fs, expdesc *e1, expdesc *e2) {
  int r1 = (e1->k == VNONRELOC) ? e1->u.info : -1;
  int r2 = (e2->k == VNONRELOC) ? e2->u.info : -1;
  freeregs(fs, r1, r2);
}
# 543 "../lua/lcode.c"
static int addk (FuncState *fs, TValue *key, TValue *v) {
  TValue val;
  lua_State *L = fs->ls->L;
  Proto *f = fs->f;
  const TValue *idx = luaH_get(fs->ls->h, key);
  int k, oldsize;
  if (((((idx))->tt_) == (((3) | ((0) << 4))))) {
    k = ((int)(((((void)0), (((idx)->value_).i)))));

    if (k < fs->nk && ((((&f->k[k])->tt_)) & 0x3F) == ((((v)->tt_)) & 0x3F) &&
                      luaV_equalobj(
# 553 "../lua/lcode.c" 3 4
                     ((void *)0)
# 553 "../lua/lcode.c"
                     ,&f->k[k],v))
      return k;
  }

  oldsize = f->sizek;
  k = fs->nk;


  { TValue *io=(&val); ((io)->value_).i=(k); ((io)->tt_=(((3) | ((0) << 4)))); };
  luaH_finishset(L, fs->ls->h, key, idx, &val);
  ((f->k)=((TValue *)(luaM_growaux_(L,f->k,k,&(f->sizek),sizeof(TValue), ((((size_t)((((1<<((8 + 8 + 1) + 8))-1)))) <= ((size_t)(~(size_t)0))/sizeof(TValue)) ? (((1<<((8 + 8 + 1) + 8))-1)) : ((unsigned int)(((((size_t)(~(size_t)0))/sizeof(TValue)))))),"constants"))));
  while (oldsize < f->sizek) ((&f->k[oldsize++])->tt_=(((0) | ((0) << 4))));
  { TValue *io1=(&f->k[k]); const TValue *io2=(v); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 565 "../lua/lcode.c" 3 4
 ((void *)0) 
# 565 "../lua/lcode.c"
 || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
  fs->nk++;
  ( (((v)->tt_) & (1 << 6)) ? ( ((((f)->marked) & ((1<<(5)))) && ((((((void)0), (((v)->value_).gc)))->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrier_(L,(((void)0), (&(((union GCUnion *)((f)))->gc))),(((void)0), (&(((union GCUnion *)(((((void)0), (((v)->value_).gc)))))->gc)))) : ((void)((0)))) : ((void)((0))));
  return k;
}





static int stringK (FuncState *fs, TString *s) {
  TValue o;
  { TValue *io = (&o); TString *x_ = (s); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((x_->tt) | (1 << 6)))); ((void)fs->ls->L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (fs->ls->L == 
# 577 "../lua/lcode.c" 3 4
 ((void *)0) 
# 577 "../lua/lcode.c"
 || !((((((void)0), (((io)->value_).gc)))->marked) & ((((fs->ls->L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
  return addk(fs, &o, &o);
}





static int luaK_intK (FuncState *fs, lua_Integer n) {
  TValue o;
  { TValue *io=(&o); ((io)->value_).i=(n); ((io)->tt_=(((3) | ((0) << 4)))); };
  return addk(fs, &o, &o);
}
# 602 "../lua/lcode.c"
static int luaK_numberK (FuncState *fs, lua_Number r) {
  TValue o;
  lua_Integer ik;
  { TValue *io=(&o); ((io)->value_).n=(r); ((io)->tt_=(((3) | ((1) << 4)))); };
  if (!luaV_flttointeger(r, &ik, F2Ieq))
    return addk(fs, &o, &o);
  else {
    const int nbm = (53);
    const lua_Number q = ldexp(1.0, -nbm + 1);
    const lua_Number k = (ik == 0) ? q : r + r*q;
    TValue kv;
    { TValue *io=(&kv); ((io)->value_).n=(k); ((io)->tt_=(((3) | ((1) << 4)))); };

    ((void)0)
                                                   ;
    return addk(fs, &kv, &o);
  }
}





static int boolF (FuncState *fs) {
  TValue o;
  ((&o)->tt_=(((1) | ((0) << 4))));
  return addk(fs, &o, &o);
}





static int boolT (FuncState *fs) {
  TValue o;
  ((&o)->tt_=(((1) | ((1) << 4))));
  return addk(fs, &o, &o);
}





static int nilK (FuncState *fs) {
  TValue k, v;
  ((&v)->tt_=(((0) | ((0) << 4))));

  { TValue *io = (&k); Table *x_ = (fs->ls->h); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((((5) | ((0) << 4))) | (1 << 6)))); ((void)fs->ls->L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (fs->ls->L == 
# 649 "../lua/lcode.c" 3 4
 ((void *)0) 
# 649 "../lua/lcode.c"
 || !((((((void)0), (((io)->value_).gc)))->marked) & ((((fs->ls->L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
  return addk(fs, &k, &v);
}







static int fitsC (lua_Integer i) {
  return (((lua_Unsigned)(i)) + (((1<<8)-1) >> 1) <= ((unsigned int)((((1<<8)-1)))));
}





static int fitsBx (lua_Integer i) {
  return (-(((1<<(8 + 8 + 1))-1)>>1) <= i && i <= ((1<<(8 + 8 + 1))-1) - (((1<<(8 + 8 + 1))-1)>>1));
}


void luaK_int (FuncState *fs, int reg, lua_Integer i) {
  if (fitsBx(i))
    luaK_codeAsBx(fs, OP_LOADI, reg, ((int)((i))));
  else
    luaK_codek(fs, reg, luaK_intK(fs, i));
}


static void luaK_float (FuncState *fs, int reg, lua_Number f) {
  lua_Integer fi;
  if (luaV_flttointeger(f, &fi, F2Ieq) && fitsBx(fi))
    luaK_codeAsBx(fs, OP_LOADF, reg, ((int)((fi))));
  else
    luaK_codek(fs, reg, luaK_numberK(fs, f));
}





static void const2exp (TValue *v, expdesc *e) {
  switch (((((v)->tt_)) & 0x3F)) {
    case ((3) | ((0) << 4)):
      e->k = VKINT; e->u.ival = (((void)0), (((v)->value_).i));
      break;
    case ((3) | ((1) << 4)):
      e->k = VKFLT; e->u.nval = (((void)0), (((v)->value_).n));
      break;
    case ((1) | ((0) << 4)):
      e->k = VFALSE;
      break;
    case ((1) | ((1) << 4)):
      e->k = VTRUE;
      break;
    case ((0) | ((0) << 4)):
      e->k = VNIL;
      break;
    case ((4) | ((0) << 4)): case ((4) | ((1) << 4)):
      e->k = VKSTR; e->u.strval = (((void)0), ((((void)0), (&((((union GCUnion *)((((v)->value_).gc))))->ts)))));
      break;
    default: ((void)0);
  }
}






void luaK_setreturns (FuncState *fs, expdesc *e, int nresults) {
  Instruction *pc = &((fs)->f->code[(e)->u.info]);
  if (e->k == VCALL)
    ((*pc) = (((*pc)&(~((~((~(Instruction)0)<<(8)))<<(((((0 + 7) + 8) + 1) + 8))))) | ((((Instruction)(nresults + 1))<<((((0 + 7) + 8) + 1) + 8))&((~((~(Instruction)0)<<(8)))<<(((((0 + 7) + 8) + 1) + 8))))));
  else {
    ((void)0);
    ((*pc) = (((*pc)&(~((~((~(Instruction)0)<<(8)))<<(((((0 + 7) + 8) + 1) + 8))))) | ((((Instruction)(nresults + 1))<<((((0 + 7) + 8) + 1) + 8))&((~((~(Instruction)0)<<(8)))<<(((((0 + 7) + 8) + 1) + 8))))));
    ((*pc) = (((*pc)&(~((~((~(Instruction)0)<<(8)))<<((0 + 7))))) | ((((Instruction)(fs->freereg))<<(0 + 7))&((~((~(Instruction)0)<<(8)))<<((0 + 7))))));
    luaK_reserveregs(fs, 1);
  }
}





static void str2K (FuncState *fs, expdesc *e) {
  ((void)0);
  e->u.info = stringK(fs, e->u.strval);
  e->k = VK;
}
# 754 "../lua/lcode.c"
void luaK_setoneret (FuncState *fs, expdesc *e) {
  if (e->k == VCALL) {

    ((void)0);
    e->k = VNONRELOC;
    e->u.info = (((int)((((((fs)->f->code[(e)->u.info]))>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))));
  }
  else if (e->k == VVARARG) {
    ((((fs)->f->code[(e)->u.info])) = (((((fs)->f->code[(e)->u.info]))&(~((~((~(Instruction)0)<<(8)))<<(((((0 + 7) + 8) + 1) + 8))))) | ((((Instruction)(2))<<((((0 + 7) + 8) + 1) + 8))&((~((~(Instruction)0)<<(8)))<<(((((0 + 7) + 8) + 1) + 8))))));
    e->k = VRELOC;
  }
}






void luaK_dischargevars (FuncState *fs, expdesc *e) {
  switch (e->k) {
    case VCONST: {
      const2exp(const2val(fs, e), e);
      break;
    }
    case VLOCAL: {
      e->u.info = e->u.var.ridx;
      e->k = VNONRELOC;
      break;
    }
    case VUPVAL: {
      e->u.info = luaK_codeABCk(fs,OP_GETUPVAL,0,e->u.info,0,0);
      e->k = VRELOC;
      break;
    }
    case VINDEXUP: {
      e->u.info = luaK_codeABCk(fs,OP_GETTABUP,0,e->u.ind.t,e->u.ind.idx,0);
      e->k = VRELOC;
      break;
    }
    case VINDEXI: {
      freereg(fs, e->u.ind.t);
      e->u.info = luaK_codeABCk(fs,OP_GETI,0,e->u.ind.t,e->u.ind.idx,0);
      e->k = VRELOC;
      break;
    }
    case VINDEXSTR: {
      freereg(fs, e->u.ind.t);
      e->u.info = luaK_codeABCk(fs,OP_GETFIELD,0,e->u.ind.t,e->u.ind.idx,0);
      e->k = VRELOC;
      break;
    }
    case VINDEXED: {
      freeregs(fs, e->u.ind.t, e->u.ind.idx);
      e->u.info = luaK_codeABCk(fs,OP_GETTABLE,0,e->u.ind.t,e->u.ind.idx,0);
      e->k = VRELOC;
      break;
    }
    case VVARARG: case VCALL: {
      luaK_setoneret(fs, e);
      break;
    }
    default: break;
  }
}







static void discharge2reg (FuncState *fs, expdesc *e, int reg) {
  luaK_dischargevars(fs, e);
  switch (e->k) {
    case VNIL: {
      luaK_nil(fs, reg, 1);
      break;
    }
    case VFALSE: {
      luaK_codeABCk(fs,OP_LOADFALSE,reg,0,0,0);
      break;
    }
    case VTRUE: {
      luaK_codeABCk(fs,OP_LOADTRUE,reg,0,0,0);
      break;
    }
    case VKSTR: {
      str2K(fs, e);
    }
    case VK: {
      luaK_codek(fs, reg, e->u.info);
      break;
    }
    case VKFLT: {
      luaK_float(fs, reg, e->u.nval);
      break;
    }
    case VKINT: {
      luaK_int(fs, reg, e->u.ival);
      break;
    }
    case VRELOC: {
      Instruction *pc = &((fs)->f->code[(e)->u.info]);
      ((*pc) = (((*pc)&(~((~((~(Instruction)0)<<(8)))<<((0 + 7))))) | ((((Instruction)(reg))<<(0 + 7))&((~((~(Instruction)0)<<(8)))<<((0 + 7))))));
      break;
    }
    case VNONRELOC: {
      if (reg != e->u.info)
        luaK_codeABCk(fs,OP_MOVE,reg,e->u.info,0,0);
      break;
    }
    default: {
      ((void)0);
      return;
    }
  }
  e->u.info = reg;
  e->k = VNONRELOC;
}







static void discharge2anyreg (FuncState *fs, expdesc *e) {
  if (e->k != VNONRELOC) {
    luaK_reserveregs(fs, 1);
    discharge2reg(fs, e, fs->freereg-1);
  }
}


static int code_loadbool (FuncState *fs, int A, OpCode op) {
  luaK_getlabel(fs);
  return luaK_codeABCk(fs,op,A,0,0,0);
}






static int need_value (FuncState *fs, int list) {
  for (; list != (-1); list = getjump(fs, list)) {
    Instruction i = *getjumpcontrol(fs, list);
    if ((((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0))))) != OP_TESTSET) return 1;
  }
  return 0;
}
# 914 "../lua/lcode.c"
static void exp2reg (FuncState *fs, expdesc *e, int reg) {
  discharge2reg(fs, e, reg);
  if (e->k == VJMP)
    luaK_concat(fs, &e->t, e->u.info);
  if (((e)->t != (e)->f)) {
    int final;
    int p_f = (-1);
    int p_t = (-1);
    if (need_value(fs, e->t) || need_value(fs, e->f)) {
      int fj = (e->k == VJMP) ? (-1) : luaK_jump(fs);
      p_f = code_loadbool(fs, reg, OP_LFALSESKIP);
      p_t = code_loadbool(fs, reg, OP_LOADTRUE);

      luaK_patchtohere(fs, fj);
    }
    final = luaK_getlabel(fs);
    patchlistaux(fs, e->f, final, reg, p_f);
    patchlistaux(fs, e->t, final, reg, p_t);
  }
  e->f = e->t = (-1);
  e->u.info = reg;
  e->k = VNONRELOC;
}





void luaK_exp2nextreg (FuncState *fs, expdesc *e) {
  luaK_dischargevars(fs, e);
  freeexp(fs, e);
  luaK_reserveregs(fs, 1);
  exp2reg(fs, e, fs->freereg - 1);
}






int luaK_exp2anyreg (FuncState *fs, expdesc *e) {
  luaK_dischargevars(fs, e);
  if (e->k == VNONRELOC) {
    if (!((e)->t != (e)->f))
      return e->u.info;
    if (e->u.info >= luaY_nvarstack(fs)) {
      exp2reg(fs, e, e->u.info);
      return e->u.info;
    }



  }
  luaK_exp2nextreg(fs, e);
  return e->u.info;
}






void luaK_exp2anyregup (FuncState *fs, expdesc *e) {
  if (e->k != VUPVAL || ((e)->t != (e)->f))
    luaK_exp2anyreg(fs, e);
}






void luaK_exp2val (FuncState *fs, expdesc *e) {
  if (((e)->t != (e)->f))
    luaK_exp2anyreg(fs, e);
  else
    luaK_dischargevars(fs, e);
}






static int luaK_exp2K (FuncState *fs, expdesc *e) {
  if (!((e)->t != (e)->f)) {
    int info;
    switch (e->k) {
      case VTRUE: info = boolT(fs); break;
      case VFALSE: info = boolF(fs); break;
      case VNIL: info = nilK(fs); break;
      case VKINT: info = luaK_intK(fs, e->u.ival); break;
      case VKFLT: info = luaK_numberK(fs, e->u.nval); break;
      case VKSTR: info = stringK(fs, e->u.strval); break;
      case VK: info = e->u.info; break;
      default: return 0;
    }
    if (info <= ((1<<8)-1)) {
      e->k = VK;
      e->u.info = info;
      return 1;
    }
  }

  return 0;
}
# 1028 "../lua/lcode.c"
int luaK_exp2RK (FuncState *fs, expdesc *e) {
  if (luaK_exp2K(fs, e))
    return 1;
  else {
    luaK_exp2anyreg(fs, e);
    return 0;
  }
}


static void codeABRK (FuncState *fs, OpCode o, int a, int b,
                      expdesc *ec) {
  int k = luaK_exp2RK(fs, ec);
  luaK_codeABCk(fs, o, a, b, ec->u.info, k);
}





void luaK_storevar (FuncState *fs, expdesc *var, expdesc *ex) {
  switch (var->k) {
    case VLOCAL: {
      freeexp(fs, ex);
      exp2reg(fs, ex, var->u.var.ridx);
      return;
    }
    case VUPVAL: {
      int e = luaK_exp2anyreg(fs, ex);
      luaK_codeABCk(fs,OP_SETUPVAL,e,var->u.info,0,0);
      break;
    }
    case VINDEXUP: {
      codeABRK(fs, OP_SETTABUP, var->u.ind.t, var->u.ind.idx, ex);
      break;
    }
    case VINDEXI: {
      codeABRK(fs, OP_SETI, var->u.ind.t, var->u.ind.idx, ex);
      break;
    }
    case VINDEXSTR: {
      codeABRK(fs, OP_SETFIELD, var->u.ind.t, var->u.ind.idx, ex);
      break;
    }
    case VINDEXED: {
      codeABRK(fs, OP_SETTABLE, var->u.ind.t, var->u.ind.idx, ex);
      break;
    }
    default: ((void)0);
  }
  freeexp(fs, ex);
}





void luaK_self (FuncState *fs, expdesc *e, expdesc *key) {
  int ereg;
  luaK_exp2anyreg(fs, e);
  ereg = e->u.info;
  freeexp(fs, e);
  e->u.info = fs->freereg;
  e->k = VNONRELOC;
  luaK_reserveregs(fs, 2);
  codeABRK(fs, OP_SELF, e->u.info, ereg, key);
  freeexp(fs, key);
}





static void negatecondition (FuncState *fs, expdesc *e) {
  Instruction *pc = getjumpcontrol(fs, e->u.info);
  ((void)0)
                                                                      ;
  ((*pc) = (((*pc)&(~((~((~(Instruction)0)<<(1)))<<(((0 + 7) + 8))))) | ((((Instruction)(((((void)0), ((((int)((((*pc)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0)))))))) ^ 1)))<<((0 + 7) + 8))&((~((~(Instruction)0)<<(1)))<<(((0 + 7) + 8))))));
}
# 1115 "../lua/lcode.c"
static int jumponcond (FuncState *fs, expdesc *e, int cond) {
  if (e->k == VRELOC) {
    Instruction ie = ((fs)->f->code[(e)->u.info]);
    if ((((OpCode)(((ie)>>0) & ((~((~(Instruction)0)<<(7)))<<(0))))) == OP_NOT) {
      removelastinstruction(fs);
      return condjump(fs, OP_TEST, (((void)0), ((((int)((((ie)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))), 0, 0, !cond);
    }

  }
  discharge2anyreg(fs, e);
  freeexp(fs, e);
  return condjump(fs, OP_TESTSET, ((1<<8)-1), e->u.info, 0, cond);
}





void luaK_goiftrue (FuncState *fs, expdesc *e) {
  int pc;
  luaK_dischargevars(fs, e);
  switch (e->k) {
    case VJMP: {
      negatecondition(fs, e);
      pc = e->u.info;
      break;
    }
    case VK: case VKFLT: case VKINT: case VKSTR: case VTRUE: {
      pc = (-1);
      break;
    }
    default: {
      pc = jumponcond(fs, e, 0);
      break;
    }
  }
  luaK_concat(fs, &e->f, pc);
  luaK_patchtohere(fs, e->t);
  e->t = (-1);
}





void luaK_goiffalse (FuncState *fs, expdesc *e) {
  int pc;
  luaK_dischargevars(fs, e);
  switch (e->k) {
    case VJMP: {
      pc = e->u.info;
      break;
    }
    case VNIL: case VFALSE: {
      pc = (-1);
      break;
    }
    default: {
      pc = jumponcond(fs, e, 1);
      break;
    }
  }
  luaK_concat(fs, &e->t, pc);
  luaK_patchtohere(fs, e->f);
  e->f = (-1);
}





static void codenot (FuncState *fs, expdesc *e) {
  switch (e->k) {
    case VNIL: case VFALSE: {
      e->k = VTRUE;
      break;
    }
    case VK: case VKFLT: case VKINT: case VKSTR: case VTRUE: {
      e->k = VFALSE;
      break;
    }
    case VJMP: {
      negatecondition(fs, e);
      break;
    }
    case VRELOC:
    case VNONRELOC: {
      discharge2anyreg(fs, e);
      freeexp(fs, e);
      e->u.info = luaK_codeABCk(fs,OP_NOT,0,e->u.info,0,0);
      e->k = VRELOC;
      break;
    }
    default: ((void)0);
  }

  { int temp = e->f; e->f = e->t; e->t = temp; }
  removevalues(fs, e->f);
  removevalues(fs, e->t);
}





static int isKstr (FuncState *fs, expdesc *e) {
  return (e->k == VK && !((e)->t != (e)->f) && e->u.info <= ((1<<8)-1) &&
          ((((&fs->f->k[e->u.info]))->tt_) == (((((4) | ((0) << 4))) | (1 << 6)))));
}




int luaK_isKint (expdesc *e) {
  return (e->k == VKINT && !((e)->t != (e)->f));
}






static int isCint (expdesc *e) {
  return luaK_isKint(e) && (((lua_Unsigned)(e->u.ival)) <= ((lua_Unsigned)(((1<<8)-1))));
}






static int isSCint (expdesc *e) {
  return luaK_isKint(e) && fitsC(e->u.ival);
}






static int isSCnumber (expdesc *e, int *pi, int *isfloat) {
  lua_Integer i;
  if (e->k == VKINT)
    i = e->u.ival;
  else if (e->k == VKFLT && luaV_flttointeger(e->u.nval, &i, F2Ieq))
    *isfloat = 1;
  else
    return 0;
  if (!((e)->t != (e)->f) && fitsC(i)) {
    *pi = ((((int)((i)))) + (((1<<8)-1) >> 1));
    return 1;
  }
  else
    return 0;
}
# 1278 "../lua/lcode.c"
void luaK_indexed (FuncState *fs, expdesc *t, expdesc *k) {
  if (k->k == VKSTR)
    str2K(fs, k);
  ((void)0)
                                                                     ;
  if (t->k == VUPVAL && !isKstr(fs, k))
    luaK_exp2anyreg(fs, t);
  if (t->k == VUPVAL) {
    t->u.ind.t = t->u.info;
    t->u.ind.idx = k->u.info;
    t->k = VINDEXUP;
  }
  else {

    t->u.ind.t = (t->k == VLOCAL) ? t->u.var.ridx: t->u.info;
    if (isKstr(fs, k)) {
      t->u.ind.idx = k->u.info;
      t->k = VINDEXSTR;
    }
    else if (isCint(k)) {
      t->u.ind.idx = ((int)((k->u.ival)));
      t->k = VINDEXI;
    }
    else {
      t->u.ind.idx = luaK_exp2anyreg(fs, k);
      t->k = VINDEXED;
    }
  }
}







static int validop (int op, TValue *v1, TValue *v2) {
  switch (op) {
    case 7: case 8: case 9:
    case 10: case 11: case 13: {
      lua_Integer i;
      return (luaV_tointegerns(v1, &i, F2Ieq) &&
              luaV_tointegerns(v2, &i, F2Ieq));
    }
    case 5: case 6: case 3:
      return ((((void)0), ((((((v2))->tt_) == (((3) | ((0) << 4)))) ? ((lua_Number)(((((void)0), (((v2)->value_).i))))) : (((void)0), (((v2)->value_).n))))) != 0);
    default: return 1;
  }
}






static int constfolding (FuncState *fs, int op, expdesc *e1,
                                        const expdesc *e2) {
  TValue v1, v2, res;
  if (!tonumeral(e1, &v1) || !tonumeral(e2, &v2) || !validop(op, &v1, &v2))
    return 0;
  luaO_rawarith(fs->ls->L, op, &v1, &v2, &res);
  if (((((&res))->tt_) == (((3) | ((0) << 4))))) {
    e1->k = VKINT;
    e1->u.ival = (((void)0), (((&res)->value_).i));
  }
  else {
    lua_Number n = (((void)0), (((&res)->value_).n));
    if ((!(((n))==((n)))) || n == 0)
      return 0;
    e1->k = VKFLT;
    e1->u.nval = n;
  }
  return 1;
}





static inline OpCode binopr2op (BinOpr opr, BinOpr baser, OpCode base) {
  ((void)0)

                                                 ;
  return ((OpCode)((((int)((opr))) - ((int)((baser)))) + ((int)((base)))));
}





static inline OpCode unopr2op (UnOpr opr) {
  return ((OpCode)((((int)((opr))) - ((int)((OPR_MINUS)))) + ((int)((OP_UNM)))))
                                                        ;
}





static inline TMS binopr2TM (BinOpr opr) {
  ((void)0);
  return ((TMS)((((int)((opr))) - ((int)((OPR_ADD)))) + ((int)((TM_ADD)))));
}







static void codeunexpval (FuncState *fs, OpCode op, expdesc *e, int line) {
  int r = luaK_exp2anyreg(fs, e);
  freeexp(fs, e);
  e->u.info = luaK_codeABCk(fs,op,0,r,0,0);
  e->k = VRELOC;
  luaK_fixline(fs, line);
}
# 1403 "../lua/lcode.c"
static void finishbinexpval (FuncState *fs, expdesc *e1, expdesc *e2,
                             OpCode op, int v2, int flip, int line,
                             OpCode mmop, TMS event) {
  int v1 = luaK_exp2anyreg(fs, e1);
  int pc = luaK_codeABCk(fs, op, 0, v1, v2, 0);
  freeexps(fs, e1, e2);
  e1->u.info = pc;
  e1->k = VRELOC;
  luaK_fixline(fs, line);
  luaK_codeABCk(fs, mmop, v1, v2, event, flip);
  luaK_fixline(fs, line);
}






static void codebinexpval (FuncState *fs, BinOpr opr,
                           expdesc *e1, expdesc *e2, int line) {
  OpCode op = binopr2op(opr, OPR_ADD, OP_ADD);
  int v2 = luaK_exp2anyreg(fs, e2);

  ((void)0)
                                                   ;
  ((void)0);
  finishbinexpval(fs, e1, e2, op, v2, 0, line, OP_MMBIN, binopr2TM(opr));
}





static void codebini (FuncState *fs, OpCode op,
                       expdesc *e1, expdesc *e2, int flip, int line,
                       TMS event) {
  int v2 = ((((int)((e2->u.ival)))) + (((1<<8)-1) >> 1));
  ((void)0);
  finishbinexpval(fs, e1, e2, op, v2, flip, line, OP_MMBINI, event);
}





static void codebinK (FuncState *fs, BinOpr opr,
                      expdesc *e1, expdesc *e2, int flip, int line) {
  TMS event = binopr2TM(opr);
  int v2 = e2->u.info;
  OpCode op = binopr2op(opr, OPR_ADD, OP_ADDK);
  finishbinexpval(fs, e1, e2, op, v2, flip, line, OP_MMBINK, event);
}





static int finishbinexpneg (FuncState *fs, expdesc *e1, expdesc *e2,
                             OpCode op, int line, TMS event) {
  if (!luaK_isKint(e2))
    return 0;
  else {
    lua_Integer i2 = e2->u.ival;
    if (!(fitsC(i2) && fitsC(-i2)))
      return 0;
    else {
      int v2 = ((int)((i2)));
      finishbinexpval(fs, e1, e2, op, ((-v2) + (((1<<8)-1) >> 1)), 0, line, OP_MMBINI, event);

      ((fs->f->code[fs->pc - 1]) = (((fs->f->code[fs->pc - 1])&(~((~((~(Instruction)0)<<(8)))<<((((0 + 7) + 8) + 1))))) | ((((Instruction)(((v2) + (((1<<8)-1) >> 1))))<<(((0 + 7) + 8) + 1))&((~((~(Instruction)0)<<(8)))<<((((0 + 7) + 8) + 1))))));
      return 1;
    }
  }
}


static void swapexps (expdesc *e1, expdesc *e2) {
  expdesc temp = *e1; *e1 = *e2; *e2 = temp;
}





static void codebinNoK (FuncState *fs, BinOpr opr,
                        expdesc *e1, expdesc *e2, int flip, int line) {
  if (flip)
    swapexps(e1, e2);
  codebinexpval(fs, opr, e1, e2, line);
}






static void codearith (FuncState *fs, BinOpr opr,
                       expdesc *e1, expdesc *e2, int flip, int line) {
  if (tonumeral(e2, 
# 1501 "../lua/lcode.c" 3 4
                   ((void *)0)
# 1501 "../lua/lcode.c"
                       ) && luaK_exp2K(fs, e2))
    codebinK(fs, opr, e1, e2, flip, line);
  else
    codebinNoK(fs, opr, e1, e2, flip, line);
}







static void codecommutative (FuncState *fs, BinOpr op,
                             expdesc *e1, expdesc *e2, int line) {
  int flip = 0;
  if (tonumeral(e1, 
# 1516 "../lua/lcode.c" 3 4
                   ((void *)0)
# 1516 "../lua/lcode.c"
                       )) {
    swapexps(e1, e2);
    flip = 1;
  }
  if (op == OPR_ADD && isSCint(e2))
    codebini(fs, OP_ADDI, e1, e2, flip, line, TM_ADD);
  else
    codearith(fs, op, e1, e2, flip, line);
}






static void codebitwise (FuncState *fs, BinOpr opr,
                         expdesc *e1, expdesc *e2, int line) {
  int flip = 0;
  if (e1->k == VKINT) {
    swapexps(e1, e2);
    flip = 1;
  }
  if (e2->k == VKINT && luaK_exp2K(fs, e2))
    codebinK(fs, opr, e1, e2, flip, line);
  else
    codebinNoK(fs, opr, e1, e2, flip, line);
}






static void codeorder (FuncState *fs, BinOpr opr, expdesc *e1, expdesc *e2) {
  int r1, r2;
  int im;
  int isfloat = 0;
  OpCode op;
  if (isSCnumber(e2, &im, &isfloat)) {

    r1 = luaK_exp2anyreg(fs, e1);
    r2 = im;
    op = binopr2op(opr, OPR_LT, OP_LTI);
  }
  else if (isSCnumber(e1, &im, &isfloat)) {

    r1 = luaK_exp2anyreg(fs, e2);
    r2 = im;
    op = binopr2op(opr, OPR_LT, OP_GTI);
  }
  else {
    r1 = luaK_exp2anyreg(fs, e1);
    r2 = luaK_exp2anyreg(fs, e2);
    op = binopr2op(opr, OPR_LT, OP_LT);
  }
  freeexps(fs, e1, e2);
  e1->u.info = condjump(fs, op, r1, r2, isfloat, 1);
  e1->k = VJMP;
}






static void codeeq (FuncState *fs, BinOpr opr, expdesc *e1, expdesc *e2) {
  int r1, r2;
  int im;
  int isfloat = 0;
  OpCode op;
  if (e1->k != VNONRELOC) {
    ((void)0);
    swapexps(e1, e2);
  }
  r1 = luaK_exp2anyreg(fs, e1);
  if (isSCnumber(e2, &im, &isfloat)) {
    op = OP_EQI;
    r2 = im;
  }
  else if (luaK_exp2RK(fs, e2)) {
    op = OP_EQK;
    r2 = e2->u.info;
  }
  else {
    op = OP_EQ;
    r2 = luaK_exp2anyreg(fs, e2);
  }
  freeexps(fs, e1, e2);
  e1->u.info = condjump(fs, op, r1, r2, isfloat, (opr == OPR_EQ));
  e1->k = VJMP;
}





void luaK_prefix (FuncState *fs, UnOpr opr, expdesc *e, int line) {
  static const expdesc ef = {VKINT, {0}, (-1), (-1)};
  luaK_dischargevars(fs, e);
  switch (opr) {
    case OPR_MINUS: case OPR_BNOT:
      if (constfolding(fs, opr + 12, e, &ef))
        break;

    case OPR_LEN:
      codeunexpval(fs, unopr2op(opr), e, line);
      break;
    case OPR_NOT: codenot(fs, e); break;
    default: ((void)0);
  }
}






void luaK_infix (FuncState *fs, BinOpr op, expdesc *v) {
  luaK_dischargevars(fs, v);
  switch (op) {
    case OPR_AND: {
      luaK_goiftrue(fs, v);
      break;
    }
    case OPR_OR: {
      luaK_goiffalse(fs, v);
      break;
    }
    case OPR_CONCAT: {
      luaK_exp2nextreg(fs, v);
      break;
    }
    case OPR_ADD: case OPR_SUB:
    case OPR_MUL: case OPR_DIV: case OPR_IDIV:
    case OPR_MOD: case OPR_POW:
    case OPR_BAND: case OPR_BOR: case OPR_BXOR:
    case OPR_SHL: case OPR_SHR: {
      if (!tonumeral(v, 
# 1653 "../lua/lcode.c" 3 4
                       ((void *)0)
# 1653 "../lua/lcode.c"
                           ))
        luaK_exp2anyreg(fs, v);


      break;
    }
    case OPR_EQ: case OPR_NE: {
      if (!tonumeral(v, 
# 1660 "../lua/lcode.c" 3 4
                       ((void *)0)
# 1660 "../lua/lcode.c"
                           ))
        luaK_exp2RK(fs, v);

      break;
    }
    case OPR_LT: case OPR_LE:
    case OPR_GT: case OPR_GE: {
      int dummy, dummy2;
      if (!isSCnumber(v, &dummy, &dummy2))
        luaK_exp2anyreg(fs, v);

      break;
    }
    default: ((void)0);
  }
}






static void codeconcat (FuncState *fs, expdesc *e1, expdesc *e2, int line) {
  Instruction *ie2 = previousinstruction(fs);
  if ((((OpCode)(((*ie2)>>0) & ((~((~(Instruction)0)<<(7)))<<(0))))) == OP_CONCAT) {
    int n = (((void)0), ((((int)((((*ie2)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));
    ((void)0);
    freeexp(fs, e2);
    ((*ie2) = (((*ie2)&(~((~((~(Instruction)0)<<(8)))<<((0 + 7))))) | ((((Instruction)(e1->u.info))<<(0 + 7))&((~((~(Instruction)0)<<(8)))<<((0 + 7))))));
    ((*ie2) = (((*ie2)&(~((~((~(Instruction)0)<<(8)))<<((((0 + 7) + 8) + 1))))) | ((((Instruction)(n + 1))<<(((0 + 7) + 8) + 1))&((~((~(Instruction)0)<<(8)))<<((((0 + 7) + 8) + 1))))));
  }
  else {
    luaK_codeABCk(fs,OP_CONCAT,e1->u.info,2,0,0);
    freeexp(fs, e2);
    luaK_fixline(fs, line);
  }
}





void luaK_posfix (FuncState *fs, BinOpr opr,
                  expdesc *e1, expdesc *e2, int line) {
  luaK_dischargevars(fs, e2);
  if (((opr) <= OPR_SHR) && constfolding(fs, opr + 0, e1, e2))
    return;
  switch (opr) {
    case OPR_AND: {
      ((void)0);
      luaK_concat(fs, &e2->f, e1->f);
      *e1 = *e2;
      break;
    }
    case OPR_OR: {
      ((void)0);
      luaK_concat(fs, &e2->t, e1->t);
      *e1 = *e2;
      break;
    }
    case OPR_CONCAT: {
      luaK_exp2nextreg(fs, e2);
      codeconcat(fs, e1, e2, line);
      break;
    }
    case OPR_ADD: case OPR_MUL: {
      codecommutative(fs, opr, e1, e2, line);
      break;
    }
    case OPR_SUB: {
      if (finishbinexpneg(fs, e1, e2, OP_ADDI, line, TM_SUB))
        break;

    }
    case OPR_DIV: case OPR_IDIV: case OPR_MOD: case OPR_POW: {
      codearith(fs, opr, e1, e2, 0, line);
      break;
    }
    case OPR_BAND: case OPR_BOR: case OPR_BXOR: {
      codebitwise(fs, opr, e1, e2, line);
      break;
    }
    case OPR_SHL: {
      if (isSCint(e1)) {
        swapexps(e1, e2);
        codebini(fs, OP_SHLI, e1, e2, 1, line, TM_SHL);
      }
      else if (finishbinexpneg(fs, e1, e2, OP_SHRI, line, TM_SHL)) {
                                 ;
      }
      else
       codebinexpval(fs, opr, e1, e2, line);
      break;
    }
    case OPR_SHR: {
      if (isSCint(e2))
        codebini(fs, OP_SHRI, e1, e2, 0, line, TM_SHR);
      else
        codebinexpval(fs, opr, e1, e2, line);
      break;
    }
    case OPR_EQ: case OPR_NE: {
      codeeq(fs, opr, e1, e2);
      break;
    }
    case OPR_GT: case OPR_GE: {

      swapexps(e1, e2);
      opr = ((BinOpr)((opr - OPR_GT) + OPR_LT));
    }
    case OPR_LT: case OPR_LE: {
      codeorder(fs, opr, e1, e2);
      break;
    }
    default: ((void)0);
  }
}






void luaK_fixline (FuncState *fs, int line) {
  removelastlineinfo(fs);
  savelineinfo(fs, fs->f, line);
}


void luaK_settablesize (FuncState *fs, int pc, int ra, int asize, int hsize) {
  Instruction *inst = &fs->f->code[pc];
  int rb = (hsize != 0) ? luaO_ceillog2(hsize) + 1 : 0;
  int extra = asize / (((1<<8)-1) + 1);
  int rc = asize % (((1<<8)-1) + 1);
  int k = (extra > 0);
  *inst = ((((Instruction)(OP_NEWTABLE))<<0) | (((Instruction)(ra))<<(0 + 7)) | (((Instruction)(rb))<<(((0 + 7) + 8) + 1)) | (((Instruction)(rc))<<((((0 + 7) + 8) + 1) + 8)) | (((Instruction)(k))<<((0 + 7) + 8)));
  *(inst + 1) = ((((Instruction)(OP_EXTRAARG))<<0) | (((Instruction)(extra))<<(0 + 7)));
}
# 1807 "../lua/lcode.c"
void luaK_setlist (FuncState *fs, int base, int nelems, int tostore) {
  ((void)0);
  if (tostore == (-1))
    tostore = 0;
  if (nelems <= ((1<<8)-1))
    luaK_codeABCk(fs,OP_SETLIST,base,tostore,nelems,0);
  else {
    int extra = nelems / (((1<<8)-1) + 1);
    nelems %= (((1<<8)-1) + 1);
    luaK_codeABCk(fs, OP_SETLIST, base, tostore, nelems, 1);
    codeextraarg(fs, extra);
  }
  fs->freereg = base + 1;
}





static int finaltarget (Instruction *code, int i) {
  int count;
  for (count = 0; count < 100; count++) {
    Instruction pc = code[i];
    if ((((OpCode)(((pc)>>0) & ((~((~(Instruction)0)<<(7)))<<(0))))) != OP_JMP)
      break;
     else
       i += (((void)0), ((((int)((((pc)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0)))))) - (((1 << ((8 + 8 + 1) + 8)) - 1) >> 1))) + 1;
  }
  return i;
}






void luaK_finish (FuncState *fs) {
  int i;
  Proto *p = fs->f;
  for (i = 0; i < fs->pc; i++) {
    Instruction *pc = &p->code[i];
    ((void)0);
    switch ((((OpCode)(((*pc)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))) {
      case OP_RETURN0: case OP_RETURN1: {
        if (!(fs->needclose || p->is_vararg))
          break;

        ((*pc) = (((*pc)&(~((~((~(Instruction)0)<<(7)))<<(0)))) | ((((Instruction)(OP_RETURN))<<0)&((~((~(Instruction)0)<<(7)))<<(0)))));
      }
      case OP_RETURN: case OP_TAILCALL: {
        if (fs->needclose)
          ((*pc) = (((*pc)&(~((~((~(Instruction)0)<<(1)))<<(((0 + 7) + 8))))) | ((((Instruction)(1))<<((0 + 7) + 8))&((~((~(Instruction)0)<<(1)))<<(((0 + 7) + 8))))));
        if (p->is_vararg)
          ((*pc) = (((*pc)&(~((~((~(Instruction)0)<<(8)))<<(((((0 + 7) + 8) + 1) + 8))))) | ((((Instruction)(p->numparams + 1))<<((((0 + 7) + 8) + 1) + 8))&((~((~(Instruction)0)<<(8)))<<(((((0 + 7) + 8) + 1) + 8))))));
        break;
      }
      case OP_JMP: {
        int target = finaltarget(p->code, i);
        fixjump(fs, i, target);
        break;
      }
      default: break;
    }
  }
}
# 84 "../lua/onelua.c" 2
# 1 "../lua/lparser.c" 1
# 13 "../lua/lparser.c"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/limits.h" 1 3 4
# 14 "../lua/lparser.c" 2
# 49 "../lua/lparser.c"
typedef struct BlockCnt {
  struct BlockCnt *previous;
  int firstlabel;
  int firstgoto;
  lu_byte nactvar;
  lu_byte upval;
  lu_byte isloop;
  lu_byte insidetbc;
} BlockCnt;






static void statement (LexState *ls);
static void expr (LexState *ls, expdesc *v);


static void __attribute__((noreturn)) error_expected (LexState *ls, int token) {
  luaX_syntaxerror(ls,
      luaO_pushfstring(ls->L, "%s expected", luaX_token2str(ls, token)));
}


static void __attribute__((noreturn)) errorlimit (FuncState *fs, int limit, const char *what) {
  lua_State *L = fs->ls->L;
  const char *msg;
  int line = fs->f->linedefined;
  const char *where = (line == 0)
                      ? "main function"
                      : luaO_pushfstring(L, "function at line %d", line);
  msg = luaO_pushfstring(L, "too many %s (limit is %d) in %s",
                             what, limit, where);
  luaX_syntaxerror(fs->ls, msg);
}


static void checklimit (FuncState *fs, int v, int l, const char *what) {
  if (v > l) errorlimit(fs, l, what);
}





static int testnext (LexState *ls, int c) {
  if (ls->t.token == c) {
    luaX_next(ls);
    return 1;
  }
  else return 0;
}





static void check (LexState *ls, int c) {
  if (ls->t.token != c)
    error_expected(ls, c);
}





static void checknext (LexState *ls, int c) {
  check(ls, c);
  luaX_next(ls);
}
# 130 "../lua/lparser.c"
static void check_match (LexState *ls, int what, int who, int where) {
  if ((__builtin_expect(((!testnext(ls, what)) != 0), 0))) {
    if (where == ls->linenumber)
      error_expected(ls, what);
    else {
      luaX_syntaxerror(ls, luaO_pushfstring(ls->L,
             "%s expected (to close %s at line %d)",
              luaX_token2str(ls, what), luaX_token2str(ls, who), where));
    }
  }
}


static TString *str_checkname (LexState *ls) {
  TString *ts;
  check(ls, TK_NAME);
  ts = ls->t.seminfo.ts;
  luaX_next(ls);
  return ts;
}


static void init_exp (expdesc *e, expkind k, int i) {
  e->f = e->t = (-1);
  e->k = k;
  e->u.info = i;
}


static void codestring (expdesc *e, TString *s) {
  e->f = e->t = (-1);
  e->k = VKSTR;
  e->u.strval = s;
}


static void codename (LexState *ls, expdesc *e) {
  codestring(e, str_checkname(ls));
}






static int registerlocalvar (LexState *ls, FuncState *fs, TString *varname) {
  Proto *f = fs->f;
  int oldsize = f->sizelocvars;
  ((f->locvars)=((LocVar *)(luaM_growaux_(ls->L,f->locvars,fs->ndebugvars,&(f->sizelocvars),sizeof(LocVar), ((((size_t)((0x7fff))) <= ((size_t)(~(size_t)0))/sizeof(LocVar)) ? (0x7fff) : ((unsigned int)(((((size_t)(~(size_t)0))/sizeof(LocVar)))))),"local variables"))))
                                                      ;
  while (oldsize < f->sizelocvars)
    f->locvars[oldsize++].varname = 
# 181 "../lua/lparser.c" 3 4
                                   ((void *)0)
# 181 "../lua/lparser.c"
                                       ;
  f->locvars[fs->ndebugvars].varname = varname;
  f->locvars[fs->ndebugvars].startpc = fs->pc;
  ( ((((f)->marked) & ((1<<(5)))) && (((varname)->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrier_(ls->L,(((void)0), (&(((union GCUnion *)((f)))->gc))),(((void)0), (&(((union GCUnion *)((varname)))->gc)))) : ((void)((0))));
  return fs->ndebugvars++;
}






static int new_localvar (LexState *ls, TString *name) {
  lua_State *L = ls->L;
  FuncState *fs = ls->fs;
  Dyndata *dyd = ls->dyd;
  Vardesc *var;
  checklimit(fs, dyd->actvar.n + 1 - fs->firstlocal,
                 200, "local variables");
  ((dyd->actvar.arr)=((Vardesc *)(luaM_growaux_(L,dyd->actvar.arr,dyd->actvar.n + 1,&(dyd->actvar.size),sizeof(Vardesc), ((((size_t)((
# 200 "../lua/lparser.c" 3 4
 (0x7fff * 2 + 1)
# 200 "../lua/lparser.c"
 ))) <= ((size_t)(~(size_t)0))/sizeof(Vardesc)) ? (
# 200 "../lua/lparser.c" 3 4
 (0x7fff * 2 + 1)
# 200 "../lua/lparser.c"
 ) : ((unsigned int)(((((size_t)(~(size_t)0))/sizeof(Vardesc)))))),"local variables"))))
                                                                          ;
  var = &dyd->actvar.arr[dyd->actvar.n++];
  var->vd.kind = 0;
  var->vd.name = name;
  return dyd->actvar.n - 1 - fs->firstlocal;
}
# 219 "../lua/lparser.c"
static Vardesc *getlocalvardesc (FuncState *fs, int vidx) {
  return &fs->ls->dyd->actvar.arr[fs->firstlocal + vidx];
}







static int reglevel (FuncState *fs, int nvar) {
  while (nvar-- > 0) {
    Vardesc *vd = getlocalvardesc(fs, nvar);
    if (vd->vd.kind != 3)
      return vd->vd.ridx + 1;
  }
  return 0;
}






int luaY_nvarstack (FuncState *fs) {
  return reglevel(fs, fs->nactvar);
}





static LocVar *localdebuginfo (FuncState *fs, int vidx) {
  Vardesc *vd = getlocalvardesc(fs, vidx);
  if (vd->vd.kind == 3)
    return 
# 254 "../lua/lparser.c" 3 4
          ((void *)0)
# 254 "../lua/lparser.c"
              ;
  else {
    int idx = vd->vd.pidx;
    ((void)0);
    return &fs->f->locvars[idx];
  }
}





static void init_var (FuncState *fs, expdesc *e, int vidx) {
  e->f = e->t = (-1);
  e->k = VLOCAL;
  e->u.var.vidx = vidx;
  e->u.var.ridx = getlocalvardesc(fs, vidx)->vd.ridx;
}





static void check_readonly (LexState *ls, expdesc *e) {
  FuncState *fs = ls->fs;
  TString *varname = 
# 279 "../lua/lparser.c" 3 4
                    ((void *)0)
# 279 "../lua/lparser.c"
                        ;
  switch (e->k) {
    case VCONST: {
      varname = ls->dyd->actvar.arr[e->u.info].vd.name;
      break;
    }
    case VLOCAL: {
      Vardesc *vardesc = getlocalvardesc(fs, e->u.var.vidx);
      if (vardesc->vd.kind != 0)
        varname = vardesc->vd.name;
      break;
    }
    case VUPVAL: {
      Upvaldesc *up = &fs->f->upvalues[e->u.info];
      if (up->kind != 0)
        varname = up->name;
      break;
    }
    default:
      return;
  }
  if (varname) {
    const char *msg = luaO_pushfstring(ls->L,
       "attempt to assign to const variable '%s'", ((varname)->contents));
    luaK_semerror(ls, msg);
  }
}





static void adjustlocalvars (LexState *ls, int nvars) {
  FuncState *fs = ls->fs;
  int reglevel = luaY_nvarstack(fs);
  int i;
  for (i = 0; i < nvars; i++) {
    int vidx = fs->nactvar++;
    Vardesc *var = getlocalvardesc(fs, vidx);
    var->vd.ridx = reglevel++;
    var->vd.pidx = registerlocalvar(ls, fs, var->vd.name);
  }
}






static void removevars (FuncState *fs, int tolevel) {
  fs->ls->dyd->actvar.n -= (fs->nactvar - tolevel);
  while (fs->nactvar > tolevel) {
    LocVar *var = localdebuginfo(fs, --fs->nactvar);
    if (var)
      var->endpc = fs->pc;
  }
}






static int searchupvalue (FuncState *fs, TString *name) {
  int i;
  Upvaldesc *up = fs->f->upvalues;
  for (i = 0; i < fs->nups; i++) {
    if (((up[i].name) == (name))) return i;
  }
  return -1;
}


static Upvaldesc *allocupvalue (FuncState *fs) {
  Proto *f = fs->f;
  int oldsize = f->sizeupvalues;
  checklimit(fs, fs->nups + 1, 255, "upvalues");
  ((f->upvalues)=((Upvaldesc *)(luaM_growaux_(fs->ls->L,f->upvalues,fs->nups,&(f->sizeupvalues),sizeof(Upvaldesc), ((((size_t)((255))) <= ((size_t)(~(size_t)0))/sizeof(Upvaldesc)) ? (255) : ((unsigned int)(((((size_t)(~(size_t)0))/sizeof(Upvaldesc)))))),"upvalues"))))
                                                  ;
  while (oldsize < f->sizeupvalues)
    f->upvalues[oldsize++].name = 
# 359 "../lua/lparser.c" 3 4
                                 ((void *)0)
# 359 "../lua/lparser.c"
                                     ;
  return &f->upvalues[fs->nups++];
}


static int newupvalue (FuncState *fs, TString *name, expdesc *v) {
  Upvaldesc *up = allocupvalue(fs);
  FuncState *prev = fs->prev;
  if (v->k == VLOCAL) {
    up->instack = 1;
    up->idx = v->u.var.ridx;
    up->kind = getlocalvardesc(prev, v->u.var.vidx)->vd.kind;
    ((void)0);
  }
  else {
    up->instack = 0;
    up->idx = ((lu_byte)((v->u.info)));
    up->kind = prev->f->upvalues[v->u.info].kind;
    ((void)0);
  }
  up->name = name;
  ( ((((fs->f)->marked) & ((1<<(5)))) && (((name)->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrier_(fs->ls->L,(((void)0), (&(((union GCUnion *)((fs->f)))->gc))),(((void)0), (&(((union GCUnion *)((name)))->gc)))) : ((void)((0))));
  return fs->nups - 1;
}







static int searchvar (FuncState *fs, TString *n, expdesc *var) {
  int i;
  for (i = ((int)((fs->nactvar))) - 1; i >= 0; i--) {
    Vardesc *vd = getlocalvardesc(fs, i);
    if (((n) == (vd->vd.name))) {
      if (vd->vd.kind == 3)
        init_exp(var, VCONST, fs->firstlocal + i);
      else
        init_var(fs, var, i);
      return var->k;
    }
  }
  return -1;
}






static void markupval (FuncState *fs, int level) {
  BlockCnt *bl = fs->bl;
  while (bl->nactvar > level)
    bl = bl->previous;
  bl->upval = 1;
  fs->needclose = 1;
}





static void marktobeclosed (FuncState *fs) {
  BlockCnt *bl = fs->bl;
  bl->upval = 1;
  bl->insidetbc = 1;
  fs->needclose = 1;
}







static void singlevaraux (FuncState *fs, TString *n, expdesc *var, int base) {
  if (fs == 
# 436 "../lua/lparser.c" 3 4
           ((void *)0)
# 436 "../lua/lparser.c"
               )
    init_exp(var, VVOID, 0);
  else {
    int v = searchvar(fs, n, var);
    if (v >= 0) {
      if (v == VLOCAL && !base)
        markupval(fs, var->u.var.vidx);
    }
    else {
      int idx = searchupvalue(fs, n);
      if (idx < 0) {
        singlevaraux(fs->prev, n, var, 0);
        if (var->k == VLOCAL || var->k == VUPVAL)
          idx = newupvalue(fs, n, var);
        else
          return;
      }
      init_exp(var, VUPVAL, idx);
    }
  }
}






static void singlevar (LexState *ls, expdesc *var) {
  TString *varname = str_checkname(ls);
  FuncState *fs = ls->fs;
  singlevaraux(fs, varname, var, 1);
  if (var->k == VVOID) {
    expdesc key;
    singlevaraux(fs, ls->envn, var, 1);
    ((void)0);
    luaK_exp2anyregup(fs, var);
    codestring(&key, varname);
    luaK_indexed(fs, var, &key);
  }
}






static void adjust_assign (LexState *ls, int nvars, int nexps, expdesc *e) {
  FuncState *fs = ls->fs;
  int needed = nvars - nexps;
  if (((e->k) == VCALL || (e->k) == VVARARG)) {
    int extra = needed + 1;
    if (extra < 0)
      extra = 0;
    luaK_setreturns(fs, e, extra);
  }
  else {
    if (e->k != VVOID)
      luaK_exp2nextreg(fs, e);
    if (needed > 0)
      luaK_nil(fs, fs->freereg, needed);
  }
  if (needed > 0)
    luaK_reserveregs(fs, needed);
  else
    fs->freereg += needed;
}
# 514 "../lua/lparser.c"
static void __attribute__((noreturn)) jumpscopeerror (LexState *ls, Labeldesc *gt) {
  const char *varname = ((getlocalvardesc(ls->fs, gt->nactvar)->vd.name)->contents);
  const char *msg = "<goto %s> at line %d jumps into the scope of local '%s'";
  msg = luaO_pushfstring(ls->L, msg, ((gt->name)->contents), gt->line, varname);
  luaK_semerror(ls, msg);
}







static void solvegoto (LexState *ls, int g, Labeldesc *label) {
  int i;
  Labellist *gl = &ls->dyd->gt;
  Labeldesc *gt = &gl->arr[g];
  ((void)0);
  if ((__builtin_expect(((gt->nactvar < label->nactvar) != 0), 0)))
    jumpscopeerror(ls, gt);
  luaK_patchlist(ls->fs, gt->pc, label->pc);
  for (i = g; i < gl->n - 1; i++)
    gl->arr[i] = gl->arr[i + 1];
  gl->n--;
}





static Labeldesc *findlabel (LexState *ls, TString *name) {
  int i;
  Dyndata *dyd = ls->dyd;

  for (i = ls->fs->firstlabel; i < dyd->label.n; i++) {
    Labeldesc *lb = &dyd->label.arr[i];
    if (((lb->name) == (name)))
      return lb;
  }
  return 
# 553 "../lua/lparser.c" 3 4
        ((void *)0)
# 553 "../lua/lparser.c"
            ;
}





static int newlabelentry (LexState *ls, Labellist *l, TString *name,
                          int line, int pc) {
  int n = l->n;
  ((l->arr)=((Labeldesc *)(luaM_growaux_(ls->L,l->arr,n,&(l->size),sizeof(Labeldesc), ((((size_t)((0x7fff))) <= ((size_t)(~(size_t)0))/sizeof(Labeldesc)) ? (0x7fff) : ((unsigned int)(((((size_t)(~(size_t)0))/sizeof(Labeldesc)))))),"labels/gotos"))))
                                                      ;
  l->arr[n].name = name;
  l->arr[n].line = line;
  l->arr[n].nactvar = ls->fs->nactvar;
  l->arr[n].close = 0;
  l->arr[n].pc = pc;
  l->n = n + 1;
  return n;
}


static int newgotoentry (LexState *ls, TString *name, int line, int pc) {
  return newlabelentry(ls, &ls->dyd->gt, name, line, pc);
}







static int solvegotos (LexState *ls, Labeldesc *lb) {
  Labellist *gl = &ls->dyd->gt;
  int i = ls->fs->bl->firstgoto;
  int needsclose = 0;
  while (i < gl->n) {
    if (((gl->arr[i].name) == (lb->name))) {
      needsclose |= gl->arr[i].close;
      solvegoto(ls, i, lb);
    }
    else
      i++;
  }
  return needsclose;
}
# 608 "../lua/lparser.c"
static int createlabel (LexState *ls, TString *name, int line,
                        int last) {
  FuncState *fs = ls->fs;
  Labellist *ll = &ls->dyd->label;
  int l = newlabelentry(ls, ll, name, line, luaK_getlabel(fs));
  if (last) {

    ll->arr[l].nactvar = fs->bl->nactvar;
  }
  if (solvegotos(ls, &ll->arr[l])) {
    luaK_codeABCk(fs,OP_CLOSE,luaY_nvarstack(fs),0,0,0);
    return 1;
  }
  return 0;
}





static void movegotosout (FuncState *fs, BlockCnt *bl) {
  int i;
  Labellist *gl = &fs->ls->dyd->gt;

  for (i = bl->firstgoto; i < gl->n; i++) {
    Labeldesc *gt = &gl->arr[i];

    if (reglevel(fs, gt->nactvar) > reglevel(fs, bl->nactvar))
      gt->close |= bl->upval;
    gt->nactvar = bl->nactvar;
  }
}


static void enterblock (FuncState *fs, BlockCnt *bl, lu_byte isloop) {
  bl->isloop = isloop;
  bl->nactvar = fs->nactvar;
  bl->firstlabel = fs->ls->dyd->label.n;
  bl->firstgoto = fs->ls->dyd->gt.n;
  bl->upval = 0;
  bl->insidetbc = (fs->bl != 
# 648 "../lua/lparser.c" 3 4
                            ((void *)0) 
# 648 "../lua/lparser.c"
                                 && fs->bl->insidetbc);
  bl->previous = fs->bl;
  fs->bl = bl;
  ((void)0);
}





static void __attribute__((noreturn)) undefgoto (LexState *ls, Labeldesc *gt) {
  const char *msg;
  if (((gt->name) == ((luaS_newlstr(ls->L, "" "break", (sizeof("break")/sizeof(char))-1))))) {
    msg = "break outside loop at line %d";
    msg = luaO_pushfstring(ls->L, msg, gt->line);
  }
  else {
    msg = "no visible label '%s' for <goto> at line %d";
    msg = luaO_pushfstring(ls->L, msg, ((gt->name)->contents), gt->line);
  }
  luaK_semerror(ls, msg);
}


static void leaveblock (FuncState *fs) {
  BlockCnt *bl = fs->bl;
  LexState *ls = fs->ls;
  int hasclose = 0;
  int stklevel = reglevel(fs, bl->nactvar);
  removevars(fs, bl->nactvar);
  ((void)0);
  if (bl->isloop)
    hasclose = createlabel(ls, (luaS_newlstr(ls->L, "" "break", (sizeof("break")/sizeof(char))-1)), 0, 0);
  if (!hasclose && bl->previous && bl->upval)
    luaK_codeABCk(fs,OP_CLOSE,stklevel,0,0,0);
  fs->freereg = stklevel;
  ls->dyd->label.n = bl->firstlabel;
  fs->bl = bl->previous;
  if (bl->previous)
    movegotosout(fs, bl);
  else {
    if (bl->firstgoto < ls->dyd->gt.n)
      undefgoto(ls, &ls->dyd->gt.arr[bl->firstgoto]);
  }
}





static Proto *addprototype (LexState *ls) {
  Proto *clp;
  lua_State *L = ls->L;
  FuncState *fs = ls->fs;
  Proto *f = fs->f;
  if (fs->np >= f->sizep) {
    int oldsize = f->sizep;
    ((f->p)=((Proto * *)(luaM_growaux_(L,f->p,fs->np,&(f->sizep),sizeof(Proto *), ((((size_t)((((1<<(8 + 8 + 1))-1)))) <= ((size_t)(~(size_t)0))/sizeof(Proto *)) ? (((1<<(8 + 8 + 1))-1)) : ((unsigned int)(((((size_t)(~(size_t)0))/sizeof(Proto *)))))),"functions"))));
    while (oldsize < f->sizep)
      f->p[oldsize++] = 
# 707 "../lua/lparser.c" 3 4
                       ((void *)0)
# 707 "../lua/lparser.c"
                           ;
  }
  f->p[fs->np++] = clp = luaF_newproto(L);
  ( ((((f)->marked) & ((1<<(5)))) && (((clp)->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrier_(L,(((void)0), (&(((union GCUnion *)((f)))->gc))),(((void)0), (&(((union GCUnion *)((clp)))->gc)))) : ((void)((0))));
  return clp;
}
# 722 "../lua/lparser.c"
static void codeclosure (LexState *ls, expdesc *v) {
  FuncState *fs = ls->fs->prev;
  init_exp(v, VRELOC, luaK_codeABx(fs, OP_CLOSURE, 0, fs->np - 1));
  luaK_exp2nextreg(fs, v);
}


static void open_func (LexState *ls, FuncState *fs, BlockCnt *bl) {
  Proto *f = fs->f;
  fs->prev = ls->fs;
  fs->ls = ls;
  ls->fs = fs;
  fs->pc = 0;
  fs->previousline = f->linedefined;
  fs->iwthabs = 0;
  fs->lasttarget = 0;
  fs->freereg = 0;
  fs->nk = 0;
  fs->nabslineinfo = 0;
  fs->np = 0;
  fs->nups = 0;
  fs->ndebugvars = 0;
  fs->nactvar = 0;
  fs->needclose = 0;
  fs->firstlocal = ls->dyd->actvar.n;
  fs->firstlabel = ls->dyd->label.n;
  fs->bl = 
# 748 "../lua/lparser.c" 3 4
          ((void *)0)
# 748 "../lua/lparser.c"
              ;
  f->source = ls->source;
  ( ((((f)->marked) & ((1<<(5)))) && (((f->source)->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrier_(ls->L,(((void)0), (&(((union GCUnion *)((f)))->gc))),(((void)0), (&(((union GCUnion *)((f->source)))->gc)))) : ((void)((0))));
  f->maxstacksize = 2;
  enterblock(fs, bl, 0);
}


static void close_func (LexState *ls) {
  lua_State *L = ls->L;
  FuncState *fs = ls->fs;
  Proto *f = fs->f;
  luaK_ret(fs, luaY_nvarstack(fs), 0);
  leaveblock(fs);
  ((void)0);
  luaK_finish(fs);
  ((f->code)=((Instruction *)(luaM_shrinkvector_(L, f->code, &(f->sizecode), fs->pc, sizeof(Instruction)))));
  ((f->lineinfo)=((ls_byte *)(luaM_shrinkvector_(L, f->lineinfo, &(f->sizelineinfo), fs->pc, sizeof(ls_byte)))));
  ((f->abslineinfo)=((AbsLineInfo *)(luaM_shrinkvector_(L, f->abslineinfo, &(f->sizeabslineinfo), fs->nabslineinfo, sizeof(AbsLineInfo)))))
                                                     ;
  ((f->k)=((TValue *)(luaM_shrinkvector_(L, f->k, &(f->sizek), fs->nk, sizeof(TValue)))));
  ((f->p)=((Proto * *)(luaM_shrinkvector_(L, f->p, &(f->sizep), fs->np, sizeof(Proto *)))));
  ((f->locvars)=((LocVar *)(luaM_shrinkvector_(L, f->locvars, &(f->sizelocvars), fs->ndebugvars, sizeof(LocVar)))));
  ((f->upvalues)=((Upvaldesc *)(luaM_shrinkvector_(L, f->upvalues, &(f->sizeupvalues), fs->nups, sizeof(Upvaldesc)))));
  ls->fs = fs->prev;
  { if ((L->l_G)->GCdebt > 0) { (void)0; luaC_step(L); (void)0;}; ((void)0); };
}
# 788 "../lua/lparser.c"
static int block_follow (LexState *ls, int withuntil) {
  switch (ls->t.token) {
    case TK_ELSE: case TK_ELSEIF:
    case TK_END: case TK_EOS:
      return 1;
    case TK_UNTIL: return withuntil;
    default: return 0;
  }
}


static void statlist (LexState *ls) {

  while (!block_follow(ls, 1)) {
    if (ls->t.token == TK_RETURN) {
      statement(ls);
      return;
    }
    statement(ls);
  }
}


static void fieldsel (LexState *ls, expdesc *v) {

  FuncState *fs = ls->fs;
  expdesc key;
  luaK_exp2anyregup(fs, v);
  luaX_next(ls);
  codename(ls, &key);
  luaK_indexed(fs, v, &key);
}


static void yindex (LexState *ls, expdesc *v) {

  luaX_next(ls);
  expr(ls, v);
  luaK_exp2val(ls->fs, v);
  checknext(ls, ']');
}
# 838 "../lua/lparser.c"
typedef struct ConsControl {
  expdesc v;
  expdesc *t;
  int nh;
  int na;
  int tostore;
} ConsControl;


static void recfield (LexState *ls, ConsControl *cc) {

  FuncState *fs = ls->fs;
  int reg = ls->fs->freereg;
  expdesc tab, key, val;
  if (ls->t.token == TK_NAME) {
    checklimit(fs, cc->nh, 0x7fffffff, "items in a constructor");
    codename(ls, &key);
  }
  else
    yindex(ls, &key);
  cc->nh++;
  checknext(ls, '=');
  tab = *cc->t;
  luaK_indexed(fs, &tab, &key);
  expr(ls, &val);
  luaK_storevar(fs, &tab, &val);
  fs->freereg = reg;
}


static void closelistfield (FuncState *fs, ConsControl *cc) {
  if (cc->v.k == VVOID) return;
  luaK_exp2nextreg(fs, &cc->v);
  cc->v.k = VVOID;
  if (cc->tostore == 50) {
    luaK_setlist(fs, cc->t->u.info, cc->na, cc->tostore);
    cc->na += cc->tostore;
    cc->tostore = 0;
  }
}


static void lastlistfield (FuncState *fs, ConsControl *cc) {
  if (cc->tostore == 0) return;
  if (((cc->v.k) == VCALL || (cc->v.k) == VVARARG)) {
    luaK_setreturns(fs, &cc->v, (-1));
    luaK_setlist(fs, cc->t->u.info, cc->na, (-1));
    cc->na--;
  }
  else {
    if (cc->v.k != VVOID)
      luaK_exp2nextreg(fs, &cc->v);
    luaK_setlist(fs, cc->t->u.info, cc->na, cc->tostore);
  }
  cc->na += cc->tostore;
}


static void listfield (LexState *ls, ConsControl *cc) {

  expr(ls, &cc->v);
  cc->tostore++;
}


static void field (LexState *ls, ConsControl *cc) {

  switch(ls->t.token) {
    case TK_NAME: {
      if (luaX_lookahead(ls) != '=')
        listfield(ls, cc);
      else
        recfield(ls, cc);
      break;
    }
    case '[': {
      recfield(ls, cc);
      break;
    }
    default: {
      listfield(ls, cc);
      break;
    }
  }
}


static void constructor (LexState *ls, expdesc *t) {


  FuncState *fs = ls->fs;
  int line = ls->linenumber;
  int pc = luaK_codeABCk(fs,OP_NEWTABLE,0,0,0,0);
  ConsControl cc;
  luaK_code(fs, 0);
  cc.na = cc.nh = cc.tostore = 0;
  cc.t = t;
  init_exp(t, VNONRELOC, fs->freereg);
  luaK_reserveregs(fs, 1);
  init_exp(&cc.v, VVOID, 0);
  checknext(ls, '{');
  do {
    ((void)0);
    if (ls->t.token == '}') break;
    closelistfield(fs, &cc);
    field(ls, &cc);
  } while (testnext(ls, ',') || testnext(ls, ';'));
  check_match(ls, '}', '{', line);
  lastlistfield(fs, &cc);
  luaK_settablesize(fs, pc, t->u.info, cc.na, cc.nh);
}




static void setvararg (FuncState *fs, int nparams) {
  fs->f->is_vararg = 1;
  luaK_codeABCk(fs,OP_VARARGPREP,nparams,0,0,0);
}


static void parlist (LexState *ls) {

  FuncState *fs = ls->fs;
  Proto *f = fs->f;
  int nparams = 0;
  int isvararg = 0;
  if (ls->t.token != ')') {
    do {
      switch (ls->t.token) {
        case TK_NAME: {
          new_localvar(ls, str_checkname(ls));
          nparams++;
          break;
        }
        case TK_DOTS: {
          luaX_next(ls);
          isvararg = 1;
          break;
        }
        default: luaX_syntaxerror(ls, "<name> or '...' expected");
      }
    } while (!isvararg && testnext(ls, ','));
  }
  adjustlocalvars(ls, nparams);
  f->numparams = ((lu_byte)((fs->nactvar)));
  if (isvararg)
    setvararg(fs, f->numparams);
  luaK_reserveregs(fs, fs->nactvar);
}


static void body (LexState *ls, expdesc *e, int ismethod, int line) {

  FuncState new_fs;
  BlockCnt bl;
  new_fs.f = addprototype(ls);
  new_fs.f->linedefined = line;
  open_func(ls, &new_fs, &bl);
  checknext(ls, '(');
  if (ismethod) {
    new_localvar(ls, luaX_newstring(ls, "" "self", (sizeof("self")/sizeof(char)) - 1));;
    adjustlocalvars(ls, 1);
  }
  parlist(ls);
  checknext(ls, ')');
  statlist(ls);
  new_fs.f->lastlinedefined = ls->linenumber;
  check_match(ls, TK_END, TK_FUNCTION, line);
  codeclosure(ls, e);
  close_func(ls);
}


static int explist (LexState *ls, expdesc *v) {

  int n = 1;
  expr(ls, v);
  while (testnext(ls, ',')) {
    luaK_exp2nextreg(ls->fs, v);
    expr(ls, v);
    n++;
  }
  return n;
}


static void funcargs (LexState *ls, expdesc *f, int line) {
  FuncState *fs = ls->fs;
  expdesc args;
  int base, nparams;
  switch (ls->t.token) {
    case '(': {
      luaX_next(ls);
      if (ls->t.token == ')')
        args.k = VVOID;
      else {
        explist(ls, &args);
        if (((args.k) == VCALL || (args.k) == VVARARG))
          luaK_setreturns(fs, &args, (-1));
      }
      check_match(ls, ')', '(', line);
      break;
    }
    case '{': {
      constructor(ls, &args);
      break;
    }
    case TK_STRING: {
      codestring(&args, ls->t.seminfo.ts);
      luaX_next(ls);
      break;
    }
    default: {
      luaX_syntaxerror(ls, "function arguments expected");
    }
  }
  ((void)0);
  base = f->u.info;
  if (((args.k) == VCALL || (args.k) == VVARARG))
    nparams = (-1);
  else {
    if (args.k != VVOID)
      luaK_exp2nextreg(fs, &args);
    nparams = fs->freereg - (base+1);
  }
  init_exp(f, VCALL, luaK_codeABCk(fs,OP_CALL,base,nparams+1,2,0));
  luaK_fixline(fs, line);
  fs->freereg = base+1;

}
# 1080 "../lua/lparser.c"
static void primaryexp (LexState *ls, expdesc *v) {

  switch (ls->t.token) {
    case '(': {
      int line = ls->linenumber;
      luaX_next(ls);
      expr(ls, v);
      check_match(ls, ')', '(', line);
      luaK_dischargevars(ls->fs, v);
      return;
    }
    case TK_NAME: {
      singlevar(ls, v);
      return;
    }
    default: {
      luaX_syntaxerror(ls, "unexpected symbol");
    }
  }
}


static void suffixedexp (LexState *ls, expdesc *v) {


  FuncState *fs = ls->fs;
  int line = ls->linenumber;
  primaryexp(ls, v);
  for (;;) {
    switch (ls->t.token) {
      case '.': {
        fieldsel(ls, v);
        break;
      }
      case '[': {
        expdesc key;
        luaK_exp2anyregup(fs, v);
        yindex(ls, &key);
        luaK_indexed(fs, v, &key);
        break;
      }
      case ':': {
        expdesc key;
        luaX_next(ls);
        codename(ls, &key);
        luaK_self(fs, v, &key);
        funcargs(ls, v, line);
        break;
      }
      case '(': case TK_STRING: case '{': {
        luaK_exp2nextreg(fs, v);
        funcargs(ls, v, line);
        break;
      }
      default: return;
    }
  }
}


static void simpleexp (LexState *ls, expdesc *v) {


  switch (ls->t.token) {
    case TK_FLT: {
      init_exp(v, VKFLT, 0);
      v->u.nval = ls->t.seminfo.r;
      break;
    }
    case TK_INT: {
      init_exp(v, VKINT, 0);
      v->u.ival = ls->t.seminfo.i;
      break;
    }
    case TK_STRING: {
      codestring(v, ls->t.seminfo.ts);
      break;
    }
    case TK_NIL: {
      init_exp(v, VNIL, 0);
      break;
    }
    case TK_TRUE: {
      init_exp(v, VTRUE, 0);
      break;
    }
    case TK_FALSE: {
      init_exp(v, VFALSE, 0);
      break;
    }
    case TK_DOTS: {
      FuncState *fs = ls->fs;
      { if (!(fs->f->is_vararg)) luaX_syntaxerror(ls, "cannot use '...' outside a vararg function"); }
                                                                   ;
      init_exp(v, VVARARG, luaK_codeABCk(fs,OP_VARARG,0,0,1,0));
      break;
    }
    case '{': {
      constructor(ls, v);
      return;
    }
    case TK_FUNCTION: {
      luaX_next(ls);
      body(ls, v, 0, ls->linenumber);
      return;
    }
    default: {
      suffixedexp(ls, v);
      return;
    }
  }
  luaX_next(ls);
}


static UnOpr getunopr (int op) {
  switch (op) {
    case TK_NOT: return OPR_NOT;
    case '-': return OPR_MINUS;
    case '~': return OPR_BNOT;
    case '#': return OPR_LEN;
    default: return OPR_NOUNOPR;
  }
}


static BinOpr getbinopr (int op) {
  switch (op) {
    case '+': return OPR_ADD;
    case '-': return OPR_SUB;
    case '*': return OPR_MUL;
    case '%': return OPR_MOD;
    case '^': return OPR_POW;
    case '/': return OPR_DIV;
    case TK_IDIV: return OPR_IDIV;
    case '&': return OPR_BAND;
    case '|': return OPR_BOR;
    case '~': return OPR_BXOR;
    case TK_SHL: return OPR_SHL;
    case TK_SHR: return OPR_SHR;
    case TK_CONCAT: return OPR_CONCAT;
    case TK_NE: return OPR_NE;
    case TK_EQ: return OPR_EQ;
    case '<': return OPR_LT;
    case TK_LE: return OPR_LE;
    case '>': return OPR_GT;
    case TK_GE: return OPR_GE;
    case TK_AND: return OPR_AND;
    case TK_OR: return OPR_OR;
    default: return OPR_NOBINOPR;
  }
}





static const struct {
  lu_byte left;
  lu_byte right;
} priority[] = {
   {10, 10}, {10, 10},
   {11, 11}, {11, 11},
   {14, 13},
   {11, 11}, {11, 11},
   {6, 6}, {4, 4}, {5, 5},
   {7, 7}, {7, 7},
   {9, 8},
   {3, 3}, {3, 3}, {3, 3},
   {3, 3}, {3, 3}, {3, 3},
   {2, 2}, {1, 1}
};
# 1260 "../lua/lparser.c"
static BinOpr subexpr (LexState *ls, expdesc *v, int limit) {
  BinOpr op;
  UnOpr uop;
  luaE_incCstack(ls->L);
  uop = getunopr(ls->t.token);
  if (uop != OPR_NOUNOPR) {
    int line = ls->linenumber;
    luaX_next(ls);
    subexpr(ls, v, 12);
    luaK_prefix(ls->fs, uop, v, line);
  }
  else simpleexp(ls, v);

  op = getbinopr(ls->t.token);
  while (op != OPR_NOBINOPR && priority[op].left > limit) {
    expdesc v2;
    BinOpr nextop;
    int line = ls->linenumber;
    luaX_next(ls);
    luaK_infix(ls->fs, op, v);

    nextop = subexpr(ls, &v2, priority[op].right);
    luaK_posfix(ls->fs, op, v, &v2, line);
    op = nextop;
  }
  ((ls)->L->nCcalls--);
  return op;
}


static void expr (LexState *ls, expdesc *v) {
  subexpr(ls, v, 0);
}
# 1305 "../lua/lparser.c"
static void block (LexState *ls) {

  FuncState *fs = ls->fs;
  BlockCnt bl;
  enterblock(fs, &bl, 0);
  statlist(ls);
  leaveblock(fs);
}






struct LHS_assign {
  struct LHS_assign *prev;
  expdesc v;
};
# 1331 "../lua/lparser.c"
static void check_conflict (LexState *ls, struct LHS_assign *lh, expdesc *v) {
  FuncState *fs = ls->fs;
  int extra = fs->freereg;
  int conflict = 0;
  for (; lh; lh = lh->prev) {
    if ((VINDEXED <= (lh->v.k) && (lh->v.k) <= VINDEXSTR)) {
      if (lh->v.k == VINDEXUP) {
        if (v->k == VUPVAL && lh->v.u.ind.t == v->u.info) {
          conflict = 1;
          lh->v.k = VINDEXSTR;
          lh->v.u.ind.t = extra;
        }
      }
      else {
        if (v->k == VLOCAL && lh->v.u.ind.t == v->u.var.ridx) {
          conflict = 1;
          lh->v.u.ind.t = extra;
        }

        if (lh->v.k == VINDEXED && v->k == VLOCAL &&
            lh->v.u.ind.idx == v->u.var.ridx) {
          conflict = 1;
          lh->v.u.ind.idx = extra;
        }
      }
    }
  }
  if (conflict) {

    if (v->k == VLOCAL)
      luaK_codeABCk(fs,OP_MOVE,extra,v->u.var.ridx,0,0);
    else
      luaK_codeABCk(fs,OP_GETUPVAL,extra,v->u.info,0,0);
    luaK_reserveregs(fs, 1);
  }
}
# 1375 "../lua/lparser.c"
static void restassign (LexState *ls, struct LHS_assign *lh, int nvars) {
  expdesc e;
  { if (!((VLOCAL <= (lh->v.k) && (lh->v.k) <= VINDEXSTR))) luaX_syntaxerror(ls, "syntax error"); };
  check_readonly(ls, &lh->v);
  if (testnext(ls, ',')) {
    struct LHS_assign nv;
    nv.prev = lh;
    suffixedexp(ls, &nv.v);
    if (!(VINDEXED <= (nv.v.k) && (nv.v.k) <= VINDEXSTR))
      check_conflict(ls, lh, &nv.v);
    luaE_incCstack(ls->L);
    restassign(ls, &nv, nvars+1);
    ((ls)->L->nCcalls--);
  }
  else {
    int nexps;
    checknext(ls, '=');
    nexps = explist(ls, &e);
    if (nexps != nvars)
      adjust_assign(ls, nvars, nexps, &e);
    else {
      luaK_setoneret(ls->fs, &e);
      luaK_storevar(ls->fs, &lh->v, &e);
      return;
    }
  }
  init_exp(&e, VNONRELOC, ls->fs->freereg-1);
  luaK_storevar(ls->fs, &lh->v, &e);
}


static int cond (LexState *ls) {

  expdesc v;
  expr(ls, &v);
  if (v.k == VNIL) v.k = VFALSE;
  luaK_goiftrue(ls->fs, &v);
  return v.f;
}


static void gotostat (LexState *ls) {
  FuncState *fs = ls->fs;
  int line = ls->linenumber;
  TString *name = str_checkname(ls);
  Labeldesc *lb = findlabel(ls, name);
  if (lb == 
# 1421 "../lua/lparser.c" 3 4
           ((void *)0)
# 1421 "../lua/lparser.c"
               )

    newgotoentry(ls, name, line, luaK_jump(fs));
  else {

    int lblevel = reglevel(fs, lb->nactvar);
    if (luaY_nvarstack(fs) > lblevel)
      luaK_codeABCk(fs,OP_CLOSE,lblevel,0,0,0);

    luaK_patchlist(fs, luaK_jump(fs), lb->pc);
  }
}





static void breakstat (LexState *ls) {
  int line = ls->linenumber;
  luaX_next(ls);
  newgotoentry(ls, (luaS_newlstr(ls->L, "" "break", (sizeof("break")/sizeof(char))-1)), line, luaK_jump(ls->fs));
}





static void checkrepeated (LexState *ls, TString *name) {
  Labeldesc *lb = findlabel(ls, name);
  if ((__builtin_expect(((lb != 
# 1450 "../lua/lparser.c" 3 4
     ((void *)0)
# 1450 "../lua/lparser.c"
     ) != 0), 0))) {
    const char *msg = "label '%s' already defined on line %d";
    msg = luaO_pushfstring(ls->L, msg, ((name)->contents), lb->line);
    luaK_semerror(ls, msg);
  }
}


static void labelstat (LexState *ls, TString *name, int line) {

  checknext(ls, TK_DBCOLON);
  while (ls->t.token == ';' || ls->t.token == TK_DBCOLON)
    statement(ls);
  checkrepeated(ls, name);
  createlabel(ls, name, line, block_follow(ls, 0));
}


static void whilestat (LexState *ls, int line) {

  FuncState *fs = ls->fs;
  int whileinit;
  int condexit;
  BlockCnt bl;
  luaX_next(ls);
  whileinit = luaK_getlabel(fs);
  condexit = cond(ls);
  enterblock(fs, &bl, 1);
  checknext(ls, TK_DO);
  block(ls);
  luaK_patchlist(fs, luaK_jump(fs), whileinit);
  check_match(ls, TK_END, TK_WHILE, line);
  leaveblock(fs);
  luaK_patchtohere(fs, condexit);
}


static void repeatstat (LexState *ls, int line) {

  int condexit;
  FuncState *fs = ls->fs;
  int repeat_init = luaK_getlabel(fs);
  BlockCnt bl1, bl2;
  enterblock(fs, &bl1, 1);
  enterblock(fs, &bl2, 0);
  luaX_next(ls);
  statlist(ls);
  check_match(ls, TK_UNTIL, TK_REPEAT, line);
  condexit = cond(ls);
  leaveblock(fs);
  if (bl2.upval) {
    int exit = luaK_jump(fs);
    luaK_patchtohere(fs, condexit);
    luaK_codeABCk(fs,OP_CLOSE,reglevel(fs, bl2.nactvar),0,0,0);
    condexit = luaK_jump(fs);
    luaK_patchtohere(fs, exit);
  }
  luaK_patchlist(fs, condexit, repeat_init);
  leaveblock(fs);
}







static void exp1 (LexState *ls) {
  expdesc e;
  expr(ls, &e);
  luaK_exp2nextreg(ls->fs, &e);
  ((void)0);
}







static void fixforjump (FuncState *fs, int pc, int dest, int back) {
  Instruction *jmp = &fs->f->code[pc];
  int offset = dest - (pc + 1);
  if (back)
    offset = -offset;
  if ((__builtin_expect(((offset > ((1<<(8 + 8 + 1))-1)) != 0), 0)))
    luaX_syntaxerror(fs->ls, "control structure too long");
  ((*jmp) = (((*jmp)&(~((~((~(Instruction)0)<<((8 + 8 + 1))))<<(((0 + 7) + 8))))) | ((((Instruction)(offset))<<((0 + 7) + 8))&((~((~(Instruction)0)<<((8 + 8 + 1))))<<(((0 + 7) + 8))))));
}





static void forbody (LexState *ls, int base, int line, int nvars, int isgen) {

  static const OpCode forprep[2] = {OP_FORPREP, OP_TFORPREP};
  static const OpCode forloop[2] = {OP_FORLOOP, OP_TFORLOOP};
  BlockCnt bl;
  FuncState *fs = ls->fs;
  int prep, endfor;
  checknext(ls, TK_DO);
  prep = luaK_codeABx(fs, forprep[isgen], base, 0);
  enterblock(fs, &bl, 0);
  adjustlocalvars(ls, nvars);
  luaK_reserveregs(fs, nvars);
  block(ls);
  leaveblock(fs);
  fixforjump(fs, prep, luaK_getlabel(fs), 0);
  if (isgen) {
    luaK_codeABCk(fs,OP_TFORCALL,base,0,nvars,0);
    luaK_fixline(fs, line);
  }
  endfor = luaK_codeABx(fs, forloop[isgen], base, 0);
  fixforjump(fs, endfor, prep + 1, 1);
  luaK_fixline(fs, line);
}


static void fornum (LexState *ls, TString *varname, int line) {

  FuncState *fs = ls->fs;
  int base = fs->freereg;
  new_localvar(ls, luaX_newstring(ls, "" "(for state)", (sizeof("(for state)")/sizeof(char)) - 1));;
  new_localvar(ls, luaX_newstring(ls, "" "(for state)", (sizeof("(for state)")/sizeof(char)) - 1));;
  new_localvar(ls, luaX_newstring(ls, "" "(for state)", (sizeof("(for state)")/sizeof(char)) - 1));;
  new_localvar(ls, varname);
  checknext(ls, '=');
  exp1(ls);
  checknext(ls, ',');
  exp1(ls);
  if (testnext(ls, ','))
    exp1(ls);
  else {
    luaK_int(fs, fs->freereg, 1);
    luaK_reserveregs(fs, 1);
  }
  adjustlocalvars(ls, 3);
  forbody(ls, base, line, 1, 0);
}


static void forlist (LexState *ls, TString *indexname) {

  FuncState *fs = ls->fs;
  expdesc e;
  int nvars = 5;
  int line;
  int base = fs->freereg;

  new_localvar(ls, luaX_newstring(ls, "" "(for state)", (sizeof("(for state)")/sizeof(char)) - 1));;
  new_localvar(ls, luaX_newstring(ls, "" "(for state)", (sizeof("(for state)")/sizeof(char)) - 1));;
  new_localvar(ls, luaX_newstring(ls, "" "(for state)", (sizeof("(for state)")/sizeof(char)) - 1));;
  new_localvar(ls, luaX_newstring(ls, "" "(for state)", (sizeof("(for state)")/sizeof(char)) - 1));;

  new_localvar(ls, indexname);
  while (testnext(ls, ',')) {
    new_localvar(ls, str_checkname(ls));
    nvars++;
  }
  checknext(ls, TK_IN);
  line = ls->linenumber;
  adjust_assign(ls, 4, explist(ls, &e), &e);
  adjustlocalvars(ls, 4);
  marktobeclosed(fs);
  luaK_checkstack(fs, 3);
  forbody(ls, base, line, nvars - 4, 1);
}


static void forstat (LexState *ls, int line) {

  FuncState *fs = ls->fs;
  TString *varname;
  BlockCnt bl;
  enterblock(fs, &bl, 1);
  luaX_next(ls);
  varname = str_checkname(ls);
  switch (ls->t.token) {
    case '=': fornum(ls, varname, line); break;
    case ',': case TK_IN: forlist(ls, varname); break;
    default: luaX_syntaxerror(ls, "'=' or 'in' expected");
  }
  check_match(ls, TK_END, TK_FOR, line);
  leaveblock(fs);
}


static void test_then_block (LexState *ls, int *escapelist) {

  BlockCnt bl;
  FuncState *fs = ls->fs;
  expdesc v;
  int jf;
  luaX_next(ls);
  expr(ls, &v);
  checknext(ls, TK_THEN);
  if (ls->t.token == TK_BREAK) {
    int line = ls->linenumber;
    luaK_goiffalse(ls->fs, &v);
    luaX_next(ls);
    enterblock(fs, &bl, 0);
    newgotoentry(ls, (luaS_newlstr(ls->L, "" "break", (sizeof("break")/sizeof(char))-1)), line, v.t);
    while (testnext(ls, ';')) {}
    if (block_follow(ls, 0)) {
      leaveblock(fs);
      return;
    }
    else
      jf = luaK_jump(fs);
  }
  else {
    luaK_goiftrue(ls->fs, &v);
    enterblock(fs, &bl, 0);
    jf = v.f;
  }
  statlist(ls);
  leaveblock(fs);
  if (ls->t.token == TK_ELSE ||
      ls->t.token == TK_ELSEIF)
    luaK_concat(fs, escapelist, luaK_jump(fs));
  luaK_patchtohere(fs, jf);
}


static void ifstat (LexState *ls, int line) {

  FuncState *fs = ls->fs;
  int escapelist = (-1);
  test_then_block(ls, &escapelist);
  while (ls->t.token == TK_ELSEIF)
    test_then_block(ls, &escapelist);
  if (testnext(ls, TK_ELSE))
    block(ls);
  check_match(ls, TK_END, TK_IF, line);
  luaK_patchtohere(fs, escapelist);
}


static void localfunc (LexState *ls) {
  expdesc b;
  FuncState *fs = ls->fs;
  int fvar = fs->nactvar;
  new_localvar(ls, str_checkname(ls));
  adjustlocalvars(ls, 1);
  body(ls, &b, 0, ls->linenumber);

  localdebuginfo(fs, fvar)->startpc = fs->pc;
}


static int getlocalattribute (LexState *ls) {

  if (testnext(ls, '<')) {
    const char *attr = ((str_checkname(ls))->contents);
    checknext(ls, '>');
    if (strcmp(attr, "const") == 0)
      return 1;
    else if (strcmp(attr, "close") == 0)
      return 2;
    else
      luaK_semerror(ls,
        luaO_pushfstring(ls->L, "unknown attribute '%s'", attr));
  }
  return 0;
}


static void checktoclose (FuncState *fs, int level) {
  if (level != -1) {
    marktobeclosed(fs);
    luaK_codeABCk(fs,OP_TBC,reglevel(fs, level),0,0,0);
  }
}


static void localstat (LexState *ls) {

  FuncState *fs = ls->fs;
  int toclose = -1;
  Vardesc *var;
  int vidx, kind;
  int nvars = 0;
  int nexps;
  expdesc e;
  do {
    vidx = new_localvar(ls, str_checkname(ls));
    kind = getlocalattribute(ls);
    getlocalvardesc(fs, vidx)->vd.kind = kind;
    if (kind == 2) {
      if (toclose != -1)
        luaK_semerror(ls, "multiple to-be-closed variables in local list");
      toclose = fs->nactvar + nvars;
    }
    nvars++;
  } while (testnext(ls, ','));
  if (testnext(ls, '='))
    nexps = explist(ls, &e);
  else {
    e.k = VVOID;
    nexps = 0;
  }
  var = getlocalvardesc(fs, vidx);
  if (nvars == nexps &&
      var->vd.kind == 1 &&
      luaK_exp2const(fs, &e, &var->k)) {
    var->vd.kind = 3;
    adjustlocalvars(ls, nvars - 1);
    fs->nactvar++;
  }
  else {
    adjust_assign(ls, nvars, nexps, &e);
    adjustlocalvars(ls, nvars);
  }
  checktoclose(fs, toclose);
}


static int funcname (LexState *ls, expdesc *v) {

  int ismethod = 0;
  singlevar(ls, v);
  while (ls->t.token == '.')
    fieldsel(ls, v);
  if (ls->t.token == ':') {
    ismethod = 1;
    fieldsel(ls, v);
  }
  return ismethod;
}


static void funcstat (LexState *ls, int line) {

  int ismethod;
  expdesc v, b;
  luaX_next(ls);
  ismethod = funcname(ls, &v);
  body(ls, &b, ismethod, line);
  check_readonly(ls, &v);
  luaK_storevar(ls->fs, &v, &b);
  luaK_fixline(ls->fs, line);
}


static void exprstat (LexState *ls) {

  FuncState *fs = ls->fs;
  struct LHS_assign v;
  suffixedexp(ls, &v.v);
  if (ls->t.token == '=' || ls->t.token == ',') {
    v.prev = 
# 1801 "../lua/lparser.c" 3 4
            ((void *)0)
# 1801 "../lua/lparser.c"
                ;
    restassign(ls, &v, 1);
  }
  else {
    Instruction *inst;
    { if (!(v.v.k == VCALL)) luaX_syntaxerror(ls, "syntax error"); };
    inst = &((fs)->f->code[(&v.v)->u.info]);
    ((*inst) = (((*inst)&(~((~((~(Instruction)0)<<(8)))<<(((((0 + 7) + 8) + 1) + 8))))) | ((((Instruction)(1))<<((((0 + 7) + 8) + 1) + 8))&((~((~(Instruction)0)<<(8)))<<(((((0 + 7) + 8) + 1) + 8))))));
  }
}


static void retstat (LexState *ls) {

  FuncState *fs = ls->fs;
  expdesc e;
  int nret;
  int first = luaY_nvarstack(fs);
  if (block_follow(ls, 1) || ls->t.token == ';')
    nret = 0;
  else {
    nret = explist(ls, &e);
    if (((e.k) == VCALL || (e.k) == VVARARG)) {
      luaK_setreturns(fs, &e, (-1));
      if (e.k == VCALL && nret == 1 && !fs->bl->insidetbc) {
        ((((fs)->f->code[(&e)->u.info])) = (((((fs)->f->code[(&e)->u.info]))&(~((~((~(Instruction)0)<<(7)))<<(0)))) | ((((Instruction)(OP_TAILCALL))<<0)&((~((~(Instruction)0)<<(7)))<<(0)))));
        ((void)0);
      }
      nret = (-1);
    }
    else {
      if (nret == 1)
        first = luaK_exp2anyreg(fs, &e);
      else {
        luaK_exp2nextreg(fs, &e);
        ((void)0);
      }
    }
  }
  luaK_ret(fs, first, nret);
  testnext(ls, ';');
}


static void statement (LexState *ls) {
  int line = ls->linenumber;
  luaE_incCstack(ls->L);
  switch (ls->t.token) {
    case ';': {
      luaX_next(ls);
      break;
    }
    case TK_IF: {
      ifstat(ls, line);
      break;
    }
    case TK_WHILE: {
      whilestat(ls, line);
      break;
    }
    case TK_DO: {
      luaX_next(ls);
      block(ls);
      check_match(ls, TK_END, TK_DO, line);
      break;
    }
    case TK_FOR: {
      forstat(ls, line);
      break;
    }
    case TK_REPEAT: {
      repeatstat(ls, line);
      break;
    }
    case TK_FUNCTION: {
      funcstat(ls, line);
      break;
    }
    case TK_LOCAL: {
      luaX_next(ls);
      if (testnext(ls, TK_FUNCTION))
        localfunc(ls);
      else
        localstat(ls);
      break;
    }
    case TK_DBCOLON: {
      luaX_next(ls);
      labelstat(ls, str_checkname(ls), line);
      break;
    }
    case TK_RETURN: {
      luaX_next(ls);
      retstat(ls);
      break;
    }
    case TK_BREAK: {
      breakstat(ls);
      break;
    }
    case TK_GOTO: {
      luaX_next(ls);
      gotostat(ls);
      break;
    }
    default: {
      exprstat(ls);
      break;
    }
  }
  ((void)0)
                                                       ;
  ls->fs->freereg = luaY_nvarstack(ls->fs);
  ((ls)->L->nCcalls--);
}
# 1924 "../lua/lparser.c"
static void mainfunc (LexState *ls, FuncState *fs) {
  BlockCnt bl;
  Upvaldesc *env;
  open_func(ls, fs, &bl);
  setvararg(fs, 0);
  env = allocupvalue(fs);
  env->instack = 1;
  env->idx = 0;
  env->kind = 0;
  env->name = ls->envn;
  ( ((((fs->f)->marked) & ((1<<(5)))) && (((env->name)->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrier_(ls->L,(((void)0), (&(((union GCUnion *)((fs->f)))->gc))),(((void)0), (&(((union GCUnion *)((env->name)))->gc)))) : ((void)((0))));
  luaX_next(ls);
  statlist(ls);
  check(ls, TK_EOS);
  close_func(ls);
}


LClosure *luaY_parser (lua_State *L, ZIO *z, Mbuffer *buff,
                       Dyndata *dyd, const char *name, int firstchar) {
  LexState lexstate;
  FuncState funcstate;
  LClosure *cl = luaF_newLclosure(L, 1);
  { TValue *io = ((&(L->top.p)->val)); LClosure *x_ = (cl); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((((6) | ((0) << 4))) | (1 << 6)))); ((void)L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (L == 
# 1947 "../lua/lparser.c" 3 4
 ((void *)0) 
# 1947 "../lua/lparser.c"
 || !((((((void)0), (((io)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
  luaD_inctop(L);
  lexstate.h = luaH_new(L);
  { TValue *io = ((&(L->top.p)->val)); Table *x_ = (lexstate.h); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((((5) | ((0) << 4))) | (1 << 6)))); ((void)L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (L == 
# 1950 "../lua/lparser.c" 3 4
 ((void *)0) 
# 1950 "../lua/lparser.c"
 || !((((((void)0), (((io)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
  luaD_inctop(L);
  funcstate.f = cl->p = luaF_newproto(L);
  ( ((((cl)->marked) & ((1<<(5)))) && (((cl->p)->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrier_(L,(((void)0), (&(((union GCUnion *)((cl)))->gc))),(((void)0), (&(((union GCUnion *)((cl->p)))->gc)))) : ((void)((0))));
  funcstate.f->source = luaS_new(L, name);
  ( ((((funcstate.f)->marked) & ((1<<(5)))) && (((funcstate.f->source)->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrier_(L,(((void)0), (&(((union GCUnion *)((funcstate.f)))->gc))),(((void)0), (&(((union GCUnion *)((funcstate.f->source)))->gc)))) : ((void)((0))));
  lexstate.buff = buff;
  lexstate.dyd = dyd;
  dyd->actvar.n = dyd->gt.n = dyd->label.n = 0;
  luaX_setinput(L, &lexstate, z, funcstate.f->source, firstchar);
  mainfunc(&lexstate, &funcstate);
  ((void)0);

  ((void)0);
  L->top.p--;
  return cl;
}
# 85 "../lua/onelua.c" 2
# 1 "../lua/ldebug.c" 1
# 14 "../lua/ldebug.c"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 15 "../lua/ldebug.c" 2
# 37 "../lua/ldebug.c"
static const char *funcnamefromcall (lua_State *L, CallInfo *ci,
                                                   const char **name);


static int currentpc (CallInfo *ci) {
  ((void)0);
  return (((int)(((ci->u.l.savedpc) - (((((void)0), ((((void)0), (&((((union GCUnion *)(((((&((ci)->func.p)->val))->value_).gc))))->cl.l))))))->p)->code))) - 1);
}
# 60 "../lua/ldebug.c"
static int getbaseline (const Proto *f, int pc, int *basepc) {
  if (f->sizeabslineinfo == 0 || pc < f->abslineinfo[0].pc) {
    *basepc = -1;
    return f->linedefined;
  }
  else {
    int i = ((unsigned int)((pc))) / 128 - 1;

    ((void)0)
                                                                     ;
    while (i + 1 < f->sizeabslineinfo && pc >= f->abslineinfo[i + 1].pc)
      i++;
    *basepc = f->abslineinfo[i].pc;
    return f->abslineinfo[i].line;
  }
}







int luaG_getfuncline (const Proto *f, int pc) {
  if (f->lineinfo == 
# 84 "../lua/ldebug.c" 3 4
                    ((void *)0)
# 84 "../lua/ldebug.c"
                        )
    return -1;
  else {
    int basepc;
    int baseline = getbaseline(f, pc, &basepc);
    while (basepc++ < pc) {
      ((void)0);
      baseline += f->lineinfo[basepc];
    }
    return baseline;
  }
}


static int getcurrentline (CallInfo *ci) {
  return luaG_getfuncline(((((void)0), ((((void)0), (&((((union GCUnion *)(((((&((ci)->func.p)->val))->value_).gc))))->cl.l))))))->p, currentpc(ci));
}
# 114 "../lua/ldebug.c"
static void settraps (CallInfo *ci) {
  for (; ci != 
# 115 "../lua/ldebug.c" 3 4
              ((void *)0)
# 115 "../lua/ldebug.c"
                  ; ci = ci->previous)
    if ((!((ci)->callstatus & (1<<1))))
      ci->u.l.trap = 1;
}
# 131 "../lua/ldebug.c"
extern void lua_sethook (lua_State *L, lua_Hook func, int mask, int count) {
  if (func == 
# 132 "../lua/ldebug.c" 3 4
             ((void *)0) 
# 132 "../lua/ldebug.c"
                  || mask == 0) {
    mask = 0;
    func = 
# 134 "../lua/ldebug.c" 3 4
          ((void *)0)
# 134 "../lua/ldebug.c"
              ;
  }
  L->hook = func;
  L->basehookcount = count;
  (L->hookcount = L->basehookcount);
  L->hookmask = ((lu_byte)((mask)));
  if (mask)
    settraps(L->ci);
}


extern lua_Hook lua_gethook (lua_State *L) {
  return L->hook;
}


extern int lua_gethookmask (lua_State *L) {
  return L->hookmask;
}


extern int lua_gethookcount (lua_State *L) {
  return L->basehookcount;
}


extern int lua_getstack (lua_State *L, int level, lua_Debug *ar) {
  int status;
  CallInfo *ci;
  if (level < 0) return 0;
  ((void) 0);
  for (ci = L->ci; level > 0 && ci != &L->base_ci; ci = ci->previous)
    level--;
  if (level == 0 && ci != &L->base_ci) {
    status = 1;
    ar->i_ci = ci;
  }
  else status = 0;
  ((void) 0);
  return status;
}


static const char *upvalname (const Proto *p, int uv) {
  TString *s = (((void)0), (p->upvalues[uv].name));
  if (s == 
# 179 "../lua/ldebug.c" 3 4
          ((void *)0)
# 179 "../lua/ldebug.c"
              ) return "?";
  else return ((s)->contents);
}


static const char *findvararg (CallInfo *ci, int n, StkId *pos) {
  if ((((void)0), ((((void)0), (&((((union GCUnion *)(((((&(ci->func.p)->val))->value_).gc))))->cl.l)))))->p->is_vararg) {
    int nextra = ci->u.l.nextraargs;
    if (n >= -nextra) {
      *pos = ci->func.p - nextra - (n + 1);
      return "(vararg)";
    }
  }
  return 
# 192 "../lua/ldebug.c" 3 4
        ((void *)0)
# 192 "../lua/ldebug.c"
            ;
}


const char *luaG_findlocal (lua_State *L, CallInfo *ci, int n, StkId *pos) {
  StkId base = ci->func.p + 1;
  const char *name = 
# 198 "../lua/ldebug.c" 3 4
                    ((void *)0)
# 198 "../lua/ldebug.c"
                        ;
  if ((!((ci)->callstatus & (1<<1)))) {
    if (n < 0)
      return findvararg(ci, n, pos);
    else
      name = luaF_getlocalname(((((void)0), ((((void)0), (&((((union GCUnion *)(((((&((ci)->func.p)->val))->value_).gc))))->cl.l))))))->p, n, currentpc(ci));
  }
  if (name == 
# 205 "../lua/ldebug.c" 3 4
             ((void *)0)
# 205 "../lua/ldebug.c"
                 ) {
    StkId limit = (ci == L->ci) ? L->top.p : ci->next->func.p;
    if (limit - base >= n && n > 0) {

      name = (!((ci)->callstatus & (1<<1))) ? "(temporary)" : "(C temporary)";
    }
    else
      return 
# 212 "../lua/ldebug.c" 3 4
            ((void *)0)
# 212 "../lua/ldebug.c"
                ;
  }
  if (pos)
    *pos = base + (n - 1);
  return name;
}


extern const char *lua_getlocal (lua_State *L, const lua_Debug *ar, int n) {
  const char *name;
  ((void) 0);
  if (ar == 
# 223 "../lua/ldebug.c" 3 4
           ((void *)0)
# 223 "../lua/ldebug.c"
               ) {
    if (!(((((&(L->top.p - 1)->val)))->tt_) == (((((6) | ((0) << 4))) | (1 << 6)))))
      name = 
# 225 "../lua/ldebug.c" 3 4
            ((void *)0)
# 225 "../lua/ldebug.c"
                ;
    else
      name = luaF_getlocalname((((void)0), ((((void)0), (&((((union GCUnion *)(((((&(L->top.p - 1)->val))->value_).gc))))->cl.l)))))->p, n, 0);
  }
  else {
    StkId pos = 
# 230 "../lua/ldebug.c" 3 4
               ((void *)0)
# 230 "../lua/ldebug.c"
                   ;
    name = luaG_findlocal(L, ar->i_ci, n, &pos);
    if (name) {
      { TValue *io1=((&(L->top.p)->val)); const TValue *io2=((&(pos)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 233 "../lua/ldebug.c" 3 4
     ((void *)0) 
# 233 "../lua/ldebug.c"
     || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
      {L->top.p++; ((void)L, ((void)0));};
    }
  }
  ((void) 0);
  return name;
}


extern const char *lua_setlocal (lua_State *L, const lua_Debug *ar, int n) {
  StkId pos = 
# 243 "../lua/ldebug.c" 3 4
             ((void *)0)
# 243 "../lua/ldebug.c"
                 ;
  const char *name;
  ((void) 0);
  name = luaG_findlocal(L, ar->i_ci, n, &pos);
  if (name) {
    { TValue *io1=((&(pos)->val)); const TValue *io2=((&(L->top.p - 1)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 248 "../lua/ldebug.c" 3 4
   ((void *)0) 
# 248 "../lua/ldebug.c"
   || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
    L->top.p--;
  }
  ((void) 0);
  return name;
}


static void funcinfo (lua_Debug *ar, Closure *cl) {
  if (((cl) == 
# 257 "../lua/ldebug.c" 3 4
     ((void *)0) 
# 257 "../lua/ldebug.c"
     || (cl)->c.tt == ((6) | ((2) << 4)))) {
    ar->source = "=[C]";
    ar->srclen = (sizeof("=[C]")/sizeof(char) - 1);
    ar->linedefined = -1;
    ar->lastlinedefined = -1;
    ar->what = "C";
  }
  else {
    const Proto *p = cl->l.p;
    if (p->source) {
      ar->source = ((p->source)->contents);
      ar->srclen = ((p->source)->tt == ((4) | ((0) << 4)) ? (p->source)->shrlen : (p->source)->u.lnglen);
    }
    else {
      ar->source = "=?";
      ar->srclen = (sizeof("=?")/sizeof(char) - 1);
    }
    ar->linedefined = p->linedefined;
    ar->lastlinedefined = p->lastlinedefined;
    ar->what = (ar->linedefined == 0) ? "main" : "Lua";
  }
  luaO_chunkid(ar->short_src, ar->source, ar->srclen);
}


static int nextline (const Proto *p, int currentline, int pc) {
  if (p->lineinfo[pc] != (-0x80))
    return currentline + p->lineinfo[pc];
  else
    return luaG_getfuncline(p, pc);
}


static void collectvalidlines (lua_State *L, Closure *f) {
  if (((f) == 
# 291 "../lua/ldebug.c" 3 4
     ((void *)0) 
# 291 "../lua/ldebug.c"
     || (f)->c.tt == ((6) | ((2) << 4)))) {
    (((&(L->top.p)->val))->tt_=(((0) | ((0) << 4))));
    {L->top.p++; ((void)L, ((void)0));};
  }
  else {
    int i;
    TValue v;
    const Proto *p = f->l.p;
    int currentline = p->linedefined;
    Table *t = luaH_new(L);
    { TValue *io = ((&(L->top.p)->val)); Table *x_ = (t); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((((5) | ((0) << 4))) | (1 << 6)))); ((void)L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (L == 
# 301 "../lua/ldebug.c" 3 4
   ((void *)0) 
# 301 "../lua/ldebug.c"
   || !((((((void)0), (((io)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
    {L->top.p++; ((void)L, ((void)0));};
    ((&v)->tt_=(((1) | ((1) << 4))));
    if (!p->is_vararg)
      i = 0;
    else {
      ((void)0);
      currentline = nextline(p, currentline, 0);
      i = 1;
    }
    for (; i < p->sizelineinfo; i++) {
      currentline = nextline(p, currentline, i);
      luaH_setint(L, t, currentline, &v);
    }
  }
}


static const char *getfuncname (lua_State *L, CallInfo *ci, const char **name) {

  if (ci != 
# 321 "../lua/ldebug.c" 3 4
           ((void *)0) 
# 321 "../lua/ldebug.c"
                && !(ci->callstatus & (1<<5)))
    return funcnamefromcall(L, ci->previous, name);
  else return 
# 323 "../lua/ldebug.c" 3 4
             ((void *)0)
# 323 "../lua/ldebug.c"
                 ;
}


static int auxgetinfo (lua_State *L, const char *what, lua_Debug *ar,
                       Closure *f, CallInfo *ci) {
  int status = 1;
  for (; *what; what++) {
    switch (*what) {
      case 'S': {
        funcinfo(ar, f);
        break;
      }
      case 'l': {
        ar->currentline = (ci && (!((ci)->callstatus & (1<<1)))) ? getcurrentline(ci) : -1;
        break;
      }
      case 'u': {
        ar->nups = (f == 
# 341 "../lua/ldebug.c" 3 4
                        ((void *)0)
# 341 "../lua/ldebug.c"
                            ) ? 0 : f->c.nupvalues;
        if (((f) == 
# 342 "../lua/ldebug.c" 3 4
           ((void *)0) 
# 342 "../lua/ldebug.c"
           || (f)->c.tt == ((6) | ((2) << 4)))) {
          ar->isvararg = 1;
          ar->nparams = 0;
        }
        else {
          ar->isvararg = f->l.p->is_vararg;
          ar->nparams = f->l.p->numparams;
        }
        break;
      }
      case 't': {
        ar->istailcall = (ci) ? ci->callstatus & (1<<5) : 0;
        break;
      }
      case 'n': {
        ar->namewhat = getfuncname(L, ci, &ar->name);
        if (ar->namewhat == 
# 358 "../lua/ldebug.c" 3 4
                           ((void *)0)
# 358 "../lua/ldebug.c"
                               ) {
          ar->namewhat = "";
          ar->name = 
# 360 "../lua/ldebug.c" 3 4
                    ((void *)0)
# 360 "../lua/ldebug.c"
                        ;
        }
        break;
      }
      case 'r': {
        if (ci == 
# 365 "../lua/ldebug.c" 3 4
                 ((void *)0) 
# 365 "../lua/ldebug.c"
                      || !(ci->callstatus & (1<<8)))
          ar->ftransfer = ar->ntransfer = 0;
        else {
          ar->ftransfer = ci->u2.transferinfo.ftransfer;
          ar->ntransfer = ci->u2.transferinfo.ntransfer;
        }
        break;
      }
      case 'L':
      case 'f':
        break;
      default: status = 0;
    }
  }
  return status;
}


extern int lua_getinfo (lua_State *L, const char *what, lua_Debug *ar) {
  int status;
  Closure *cl;
  CallInfo *ci;
  TValue *func;
  ((void) 0);
  if (*what == '>') {
    ci = 
# 390 "../lua/ldebug.c" 3 4
        ((void *)0)
# 390 "../lua/ldebug.c"
            ;
    func = (&(L->top.p - 1)->val);
    ((void)L, ((void)0));
    what++;
    L->top.p--;
  }
  else {
    ci = ar->i_ci;
    func = (&(ci->func.p)->val);
    ((void)0);
  }
  cl = (((((func))->tt_) == (((((6) | ((0) << 4))) | (1 << 6)))) || ((((func))->tt_) == (((((6) | ((2) << 4))) | (1 << 6))))) ? (((void)0), ((((void)0), (&((((union GCUnion *)((((func)->value_).gc))))->cl))))) : 
# 401 "../lua/ldebug.c" 3 4
                                          ((void *)0)
# 401 "../lua/ldebug.c"
                                              ;
  status = auxgetinfo(L, what, ar, cl, ci);
  if (strchr(what, 'f')) {
    { TValue *io1=((&(L->top.p)->val)); const TValue *io2=(func); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 404 "../lua/ldebug.c" 3 4
   ((void *)0) 
# 404 "../lua/ldebug.c"
   || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
    {L->top.p++; ((void)L, ((void)0));};
  }
  if (strchr(what, 'L'))
    collectvalidlines(L, cl);
  ((void) 0);
  return status;
}
# 420 "../lua/ldebug.c"
static const char *getobjname (const Proto *p, int lastpc, int reg,
                               const char **name);





static void kname (const Proto *p, int c, const char **name) {
  TValue *kvalue = &p->k[c];
  *name = ((((((((kvalue))->tt_)) & 0x0F)) == (4))) ? (((((void)0), ((((void)0), (&((((union GCUnion *)((((kvalue)->value_).gc))))->ts))))))->contents) : "?";
}





static void rname (const Proto *p, int pc, int c, const char **name) {
  const char *what = getobjname(p, pc, c, name);
  if (!(what && *what == 'c'))
    *name = "?";
}





static void rkname (const Proto *p, int pc, Instruction i, const char **name) {
  int c = (((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));
  if ((((void)0), ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0)))))))))
    kname(p, c, name);
  else
    rname(p, pc, c, name);
}


static int filterpc (int pc, int jmptarget) {
  if (pc < jmptarget)
    return -1;
  else return pc;
}





static int findsetreg (const Proto *p, int lastpc, int reg) {
  int pc;
  int setreg = -1;
  int jmptarget = 0;
  if ((luaP_opmodes[(((OpCode)(((p->code[lastpc])>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))] & (1 << 7)))
    lastpc--;
  for (pc = 0; pc < lastpc; pc++) {
    Instruction i = p->code[pc];
    OpCode op = (((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))));
    int a = (((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))));
    int change;
    switch (op) {
      case OP_LOADNIL: {
        int b = (((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));
        change = (a <= reg && reg <= a + b);
        break;
      }
      case OP_TFORCALL: {
        change = (reg >= a + 2);
        break;
      }
      case OP_CALL:
      case OP_TAILCALL: {
        change = (reg >= a);
        break;
      }
      case OP_JMP: {
        int b = (((void)0), ((((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0)))))) - (((1 << ((8 + 8 + 1) + 8)) - 1) >> 1)));
        int dest = pc + 1 + b;

        if (dest <= lastpc && dest > jmptarget)
          jmptarget = dest;
        change = 0;
        break;
      }
      default:
        change = ((luaP_opmodes[op] & (1 << 3)) && reg == a);
        break;
    }
    if (change)
      setreg = filterpc(pc, jmptarget);
  }
  return setreg;
}






static const char *gxf (const Proto *p, int pc, Instruction i, int isup) {
  int t = (((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));
  const char *name;
  if (isup)
    name = upvalname(p, t);
  else
    getobjname(p, pc, t, &name);
  return (name && strcmp(name, "_ENV") == 0) ? "global" : "field";
}


static const char *getobjname (const Proto *p, int lastpc, int reg,
                               const char **name) {
  int pc;
  *name = luaF_getlocalname(p, reg + 1, lastpc);
  if (*name)
    return "local";

  pc = findsetreg(p, lastpc, reg);
  if (pc != -1) {
    Instruction i = p->code[pc];
    OpCode op = (((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))));
    switch (op) {
      case OP_MOVE: {
        int b = (((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));
        if (b < (((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))
          return getobjname(p, pc, b, name);
        break;
      }
      case OP_GETTABUP: {
        int k = (((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));
        kname(p, k, name);
        return gxf(p, pc, i, 1);
      }
      case OP_GETTABLE: {
        int k = (((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));
        rname(p, pc, k, name);
        return gxf(p, pc, i, 0);
      }
      case OP_GETI: {
        *name = "integer index";
        return "field";
      }
      case OP_GETFIELD: {
        int k = (((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));
        kname(p, k, name);
        return gxf(p, pc, i, 0);
      }
      case OP_GETUPVAL: {
        *name = upvalname(p, (((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))));
        return "upvalue";
      }
      case OP_LOADK:
      case OP_LOADKX: {
        int b = (op == OP_LOADK) ? (((void)0), ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<((8 + 8 + 1))))<<(0))))))))
                                 : (((void)0), ((((int)((((p->code[pc + 1])>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0))))))));
        if ((((((((&p->k[b]))->tt_)) & 0x0F)) == (4))) {
          *name = (((((void)0), ((((void)0), (&((((union GCUnion *)((((&p->k[b])->value_).gc))))->ts))))))->contents);
          return "constant";
        }
        break;
      }
      case OP_SELF: {
        rkname(p, pc, i, name);
        return "method";
      }
      default: break;
    }
  }
  return 
# 584 "../lua/ldebug.c" 3 4
        ((void *)0)
# 584 "../lua/ldebug.c"
            ;
}
# 594 "../lua/ldebug.c"
static const char *funcnamefromcode (lua_State *L, const Proto *p,
                                     int pc, const char **name) {
  TMS tm = (TMS)0;
  Instruction i = p->code[pc];
  switch ((((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))) {
    case OP_CALL:
    case OP_TAILCALL:
      return getobjname(p, pc, (((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))), name);
    case OP_TFORCALL: {
      *name = "for iterator";
       return "for iterator";
    }

    case OP_SELF: case OP_GETTABUP: case OP_GETTABLE:
    case OP_GETI: case OP_GETFIELD:
      tm = TM_INDEX;
      break;
    case OP_SETTABUP: case OP_SETTABLE: case OP_SETI: case OP_SETFIELD:
      tm = TM_NEWINDEX;
      break;
    case OP_MMBIN: case OP_MMBINI: case OP_MMBINK: {
      tm = ((TMS)((((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))));
      break;
    }
    case OP_UNM: tm = TM_UNM; break;
    case OP_BNOT: tm = TM_BNOT; break;
    case OP_LEN: tm = TM_LEN; break;
    case OP_CONCAT: tm = TM_CONCAT; break;
    case OP_EQ: tm = TM_EQ; break;

    case OP_LT: case OP_LTI: case OP_GTI: tm = TM_LT; break;
    case OP_LE: case OP_LEI: case OP_GEI: tm = TM_LE; break;
    case OP_CLOSE: case OP_RETURN: tm = TM_CLOSE; break;
    default:
      return 
# 628 "../lua/ldebug.c" 3 4
            ((void *)0)
# 628 "../lua/ldebug.c"
                ;
  }
  *name = (((L->l_G)->tmname[tm])->contents) + 2;
  return "metamethod";
}





static const char *funcnamefromcall (lua_State *L, CallInfo *ci,
                                                   const char **name) {
  if (ci->callstatus & (1<<3)) {
    *name = "?";
    return "hook";
  }
  else if (ci->callstatus & (1<<7)) {
    *name = "__gc";
    return "metamethod";
  }
  else if ((!((ci)->callstatus & (1<<1))))
    return funcnamefromcode(L, ((((void)0), ((((void)0), (&((((union GCUnion *)(((((&((ci)->func.p)->val))->value_).gc))))->cl.l))))))->p, currentpc(ci), name);
  else
    return 
# 651 "../lua/ldebug.c" 3 4
          ((void *)0)
# 651 "../lua/ldebug.c"
              ;
}
# 664 "../lua/ldebug.c"
static int instack (CallInfo *ci, const TValue *o) {
  int pos;
  StkId base = ci->func.p + 1;
  for (pos = 0; base + pos < ci->top.p; pos++) {
    if (o == (&(base + pos)->val))
      return pos;
  }
  return -1;
}







static const char *getupvalname (CallInfo *ci, const TValue *o,
                                 const char **name) {
  LClosure *c = ((((void)0), ((((void)0), (&((((union GCUnion *)(((((&((ci)->func.p)->val))->value_).gc))))->cl.l))))));
  int i;
  for (i = 0; i < c->nupvalues; i++) {
    if (c->upvals[i]->v.p == o) {
      *name = upvalname(c->p, i);
      return "upvalue";
    }
  }
  return 
# 690 "../lua/ldebug.c" 3 4
        ((void *)0)
# 690 "../lua/ldebug.c"
            ;
}


static const char *formatvarinfo (lua_State *L, const char *kind,
                                                const char *name) {
  if (kind == 
# 696 "../lua/ldebug.c" 3 4
             ((void *)0)
# 696 "../lua/ldebug.c"
                 )
    return "";
  else
    return luaO_pushfstring(L, " (%s '%s')", kind, name);
}





static const char *varinfo (lua_State *L, const TValue *o) {
  CallInfo *ci = L->ci;
  const char *name = 
# 708 "../lua/ldebug.c" 3 4
                    ((void *)0)
# 708 "../lua/ldebug.c"
                        ;
  const char *kind = 
# 709 "../lua/ldebug.c" 3 4
                    ((void *)0)
# 709 "../lua/ldebug.c"
                        ;
  if ((!((ci)->callstatus & (1<<1)))) {
    kind = getupvalname(ci, o, &name);
    if (!kind) {
      int reg = instack(ci, o);
      if (reg >= 0)
        kind = getobjname(((((void)0), ((((void)0), (&((((union GCUnion *)(((((&((ci)->func.p)->val))->value_).gc))))->cl.l))))))->p, currentpc(ci), reg, &name);
    }
  }
  return formatvarinfo(L, kind, name);
}





static void __attribute__((noreturn)) typeerror (lua_State *L, const TValue *o, const char *op,
                          const char *extra) {
  const char *t = luaT_objtypename(L, o);
  luaG_runerror(L, "attempt to %s a %s value%s", op, t, extra);
}






void __attribute__((noreturn)) luaG_typeerror (lua_State *L, const TValue *o, const char *op) {
  typeerror(L, o, op, varinfo(L, o));
}







void __attribute__((noreturn)) luaG_callerror (lua_State *L, const TValue *o) {
  CallInfo *ci = L->ci;
  const char *name = 
# 748 "../lua/ldebug.c" 3 4
                    ((void *)0)
# 748 "../lua/ldebug.c"
                        ;
  const char *kind = funcnamefromcall(L, ci, &name);
  const char *extra = kind ? formatvarinfo(L, kind, name) : varinfo(L, o);
  typeerror(L, o, "call", extra);
}


void __attribute__((noreturn)) luaG_forerror (lua_State *L, const TValue *o, const char *what) {
  luaG_runerror(L, "bad 'for' %s (number expected, got %s)",
                   what, luaT_objtypename(L, o));
}


void __attribute__((noreturn)) luaG_concaterror (lua_State *L, const TValue *p1, const TValue *p2) {
  if ((((((((p1))->tt_)) & 0x0F)) == (4)) || (((((((p1))->tt_)) & 0x0F)) == (3))) p1 = p2;
  luaG_typeerror(L, p1, "concatenate");
}


void __attribute__((noreturn)) luaG_opinterror (lua_State *L, const TValue *p1,
                         const TValue *p2, const char *msg) {
  if (!(((((((p1))->tt_)) & 0x0F)) == (3)))
    p2 = p1;
  luaG_typeerror(L, p2, msg);
}





void __attribute__((noreturn)) luaG_tointerror (lua_State *L, const TValue *p1, const TValue *p2) {
  lua_Integer temp;
  if (!luaV_tointegerns(p1, &temp, F2Ieq))
    p2 = p1;
  luaG_runerror(L, "number%s has no integer representation", varinfo(L, p2));
}


void __attribute__((noreturn)) luaG_ordererror (lua_State *L, const TValue *p1, const TValue *p2) {
  const char *t1 = luaT_objtypename(L, p1);
  const char *t2 = luaT_objtypename(L, p2);
  if (strcmp(t1, t2) == 0)
    luaG_runerror(L, "attempt to compare two %s values", t1);
  else
    luaG_runerror(L, "attempt to compare %s with %s", t1, t2);
}



const char *luaG_addinfo (lua_State *L, const char *msg, TString *src,
                                        int line) {
  char buff[60];
  if (src)
    luaO_chunkid(buff, ((src)->contents), ((src)->tt == ((4) | ((0) << 4)) ? (src)->shrlen : (src)->u.lnglen));
  else {
    buff[0] = '?'; buff[1] = '\0';
  }
  return luaO_pushfstring(L, "%s:%d: %s", buff, line, msg);
}


void __attribute__((noreturn)) luaG_errormsg (lua_State *L) {
  if (L->errfunc != 0) {
    StkId errfunc = ((StkId)(((char *)((L->stack.p))) + (L->errfunc)));
    ((void)0);
    { TValue *io1=((&(L->top.p)->val)); const TValue *io2=((&(L->top.p - 1)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 813 "../lua/ldebug.c" 3 4
   ((void *)0) 
# 813 "../lua/ldebug.c"
   || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
    { TValue *io1=((&(L->top.p - 1)->val)); const TValue *io2=((&(errfunc)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 814 "../lua/ldebug.c" 3 4
   ((void *)0) 
# 814 "../lua/ldebug.c"
   || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
    L->top.p++;
    luaD_callnoyield(L, L->top.p - 2, 1);
  }
  luaD_throw(L, 2);
}


void __attribute__((noreturn)) luaG_runerror (lua_State *L, const char *fmt, ...) {
  CallInfo *ci = L->ci;
  const char *msg;
  va_list argp;
  { if ((L->l_G)->GCdebt > 0) { (void)0; luaC_step(L); (void)0;}; ((void)0); };
  
# 827 "../lua/ldebug.c" 3 4
 __builtin_va_start(
# 827 "../lua/ldebug.c"
 argp
# 827 "../lua/ldebug.c" 3 4
 ,
# 827 "../lua/ldebug.c"
 fmt
# 827 "../lua/ldebug.c" 3 4
 )
# 827 "../lua/ldebug.c"
                    ;
  msg = luaO_pushvfstring(L, fmt, argp);
  
# 829 "../lua/ldebug.c" 3 4
 __builtin_va_end(
# 829 "../lua/ldebug.c"
 argp
# 829 "../lua/ldebug.c" 3 4
 )
# 829 "../lua/ldebug.c"
             ;
  if ((!((ci)->callstatus & (1<<1)))) {
    luaG_addinfo(L, msg, ((((void)0), ((((void)0), (&((((union GCUnion *)(((((&((ci)->func.p)->val))->value_).gc))))->cl.l))))))->p->source, getcurrentline(ci));
    { TValue *io1=((&(L->top.p - 2)->val)); const TValue *io2=((&(L->top.p - 1)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 832 "../lua/ldebug.c" 3 4
   ((void *)0) 
# 832 "../lua/ldebug.c"
   || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
    L->top.p--;
  }
  luaG_errormsg(L);
}
# 847 "../lua/ldebug.c"
static int changedline (const Proto *p, int oldpc, int newpc) {
  if (p->lineinfo == 
# 848 "../lua/ldebug.c" 3 4
                    ((void *)0)
# 848 "../lua/ldebug.c"
                        )
    return 0;
  if (newpc - oldpc < 128 / 2) {
    int delta = 0;
    int pc = oldpc;
    for (;;) {
      int lineinfo = p->lineinfo[++pc];
      if (lineinfo == (-0x80))
        break;
      delta += lineinfo;
      if (pc == newpc)
        return (delta != 0);
    }
  }


  return (luaG_getfuncline(p, oldpc) != luaG_getfuncline(p, newpc));
}
# 880 "../lua/ldebug.c"
int luaG_traceexec (lua_State *L, const Instruction *pc) {
  CallInfo *ci = L->ci;
  lu_byte mask = L->hookmask;
  const Proto *p = ((((void)0), ((((void)0), (&((((union GCUnion *)(((((&((ci)->func.p)->val))->value_).gc))))->cl.l))))))->p;
  int counthook;
  if (!(mask & ((1 << 2) | (1 << 3)))) {
    ci->u.l.trap = 0;
    return 0;
  }
  pc++;
  ci->u.l.savedpc = pc;
  counthook = (--L->hookcount == 0 && (mask & (1 << 3)));
  if (counthook)
    (L->hookcount = L->basehookcount);
  else if (!(mask & (1 << 2)))
    return 1;
  if (ci->callstatus & (1<<6)) {
    ci->callstatus &= ~(1<<6);
    return 1;
  }
  if (!((luaP_opmodes[(((OpCode)(((*(ci->u.l.savedpc - 1))>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))] & (1 << 5)) && (((void)0), ((((int)((((*(ci->u.l.savedpc - 1))>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))) == 0))
    L->top.p = ci->top.p;
  if (counthook)
    luaD_hook(L, 3, -1, 0, 0);
  if (mask & (1 << 2)) {

    int oldpc = (L->oldpc < p->sizecode) ? L->oldpc : 0;
    int npci = (((int)(((pc) - (p)->code))) - 1);
    if (npci <= oldpc ||
        changedline(p, oldpc, npci)) {
      int newline = luaG_getfuncline(p, npci);
      luaD_hook(L, 2, newline, 0, 0);
    }
    L->oldpc = npci;
  }
  if (L->status == 1) {
    if (counthook)
      L->hookcount = 1;
    ci->u.l.savedpc--;
    ci->callstatus |= (1<<6);
    luaD_throw(L, 1);
  }
  return 1;
}
# 86 "../lua/onelua.c" 2
# 1 "../lua/lfunc.c" 1
# 13 "../lua/lfunc.c"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 14 "../lua/lfunc.c" 2
# 27 "../lua/lfunc.c"
CClosure *luaF_newCclosure (lua_State *L, int nupvals) {
  GCObject *o = luaC_newobj(L, ((6) | ((2) << 4)), (((int)((
# 28 "../lua/lfunc.c" 3 4
                                        __builtin_offsetof (
# 28 "../lua/lfunc.c"
                                        CClosure
# 28 "../lua/lfunc.c" 3 4
                                        , 
# 28 "../lua/lfunc.c"
                                        upvalue
# 28 "../lua/lfunc.c" 3 4
                                        )
# 28 "../lua/lfunc.c"
                                        ))) + ((int)((sizeof(TValue)))) * (nupvals)));
  CClosure *c = (((void)0), (&((((union GCUnion *)((o))))->cl.c)));
  c->nupvalues = ((lu_byte)((nupvals)));
  return c;
}


LClosure *luaF_newLclosure (lua_State *L, int nupvals) {
  GCObject *o = luaC_newobj(L, ((6) | ((0) << 4)), (((int)((
# 36 "../lua/lfunc.c" 3 4
                                        __builtin_offsetof (
# 36 "../lua/lfunc.c"
                                        LClosure
# 36 "../lua/lfunc.c" 3 4
                                        , 
# 36 "../lua/lfunc.c"
                                        upvals
# 36 "../lua/lfunc.c" 3 4
                                        )
# 36 "../lua/lfunc.c"
                                        ))) + ((int)((sizeof(TValue *)))) * (nupvals)));
  LClosure *c = (((void)0), (&((((union GCUnion *)((o))))->cl.l)));
  c->p = 
# 38 "../lua/lfunc.c" 3 4
        ((void *)0)
# 38 "../lua/lfunc.c"
            ;
  c->nupvalues = ((lu_byte)((nupvals)));
  while (nupvals--) c->upvals[nupvals] = 
# 40 "../lua/lfunc.c" 3 4
                                        ((void *)0)
# 40 "../lua/lfunc.c"
                                            ;
  return c;
}





void luaF_initupvals (lua_State *L, LClosure *cl) {
  int i;
  for (i = 0; i < cl->nupvalues; i++) {
    GCObject *o = luaC_newobj(L, ((9) | ((0) << 4)), sizeof(UpVal));
    UpVal *uv = (((void)0), (&((((union GCUnion *)((o))))->upv)));
    uv->v.p = &uv->u.value;
    ((uv->v.p)->tt_=(((0) | ((0) << 4))));
    cl->upvals[i] = uv;
    ( ((((cl)->marked) & ((1<<(5)))) && (((uv)->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrier_(L,(((void)0), (&(((union GCUnion *)((cl)))->gc))),(((void)0), (&(((union GCUnion *)((uv)))->gc)))) : ((void)((0))));
  }
}






static UpVal *newupval (lua_State *L, StkId level, UpVal **prev) {
  GCObject *o = luaC_newobj(L, ((9) | ((0) << 4)), sizeof(UpVal));
  UpVal *uv = (((void)0), (&((((union GCUnion *)((o))))->upv)));
  UpVal *next = *prev;
  uv->v.p = (&(level)->val);
  uv->u.open.next = next;
  uv->u.open.previous = prev;
  if (next)
    next->u.open.previous = &uv->u.open.next;
  *prev = uv;
  if (!(L->twups != L)) {
    L->twups = (L->l_G)->twups;
    (L->l_G)->twups = L;
  }
  return uv;
}






UpVal *luaF_findupval (lua_State *L, StkId level) {
  UpVal **pp = &L->openupval;
  UpVal *p;
  ((void)0);
  while ((p = *pp) != 
# 91 "../lua/lfunc.c" 3 4
                     ((void *)0) 
# 91 "../lua/lfunc.c"
                          && (((void)0), (((StkId)((p)->v.p)))) >= level) {
    ((void)0);
    if ((((void)0), (((StkId)((p)->v.p)))) == level)
      return p;
    pp = &p->u.open.next;
  }

  return newupval(L, level, pp);
}







static void callclosemethod (lua_State *L, TValue *obj, TValue *err, int yy) {
  StkId top = L->top.p;
  const TValue *tm = luaT_gettmbyobj(L, obj, TM_CLOSE);
  { TValue *io1=((&(top)->val)); const TValue *io2=(tm); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 110 "../lua/lfunc.c" 3 4
 ((void *)0) 
# 110 "../lua/lfunc.c"
 || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
  { TValue *io1=((&(top + 1)->val)); const TValue *io2=(obj); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 111 "../lua/lfunc.c" 3 4
 ((void *)0) 
# 111 "../lua/lfunc.c"
 || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
  { TValue *io1=((&(top + 2)->val)); const TValue *io2=(err); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 112 "../lua/lfunc.c" 3 4
 ((void *)0) 
# 112 "../lua/lfunc.c"
 || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
  L->top.p = top + 3;
  if (yy)
    luaD_call(L, top, 0);
  else
    luaD_callnoyield(L, top, 0);
}






static void checkclosemth (lua_State *L, StkId level) {
  const TValue *tm = luaT_gettmbyobj(L, (&(level)->val), TM_CLOSE);
  if ((((((((tm))->tt_)) & 0x0F)) == (0))) {
    int idx = ((int)((level - L->ci->func.p)));
    const char *vname = luaG_findlocal(L, L->ci, idx, 
# 129 "../lua/lfunc.c" 3 4
                                                     ((void *)0)
# 129 "../lua/lfunc.c"
                                                         );
    if (vname == 
# 130 "../lua/lfunc.c" 3 4
                ((void *)0)
# 130 "../lua/lfunc.c"
                    ) vname = "?";
    luaG_runerror(L, "variable '%s' got a non-closable value", vname);
  }
}
# 143 "../lua/lfunc.c"
static void prepcallclosemth (lua_State *L, StkId level, int status, int yy) {
  TValue *uv = (&(level)->val);
  TValue *errobj;
  if (status == (-1))
    errobj = &(L->l_G)->nilvalue;
  else {
    errobj = (&(level + 1)->val);
    luaD_seterrorobj(L, status, level + 1);
  }
  callclosemethod(L, uv, errobj, yy);
}
# 168 "../lua/lfunc.c"
void luaF_newtbcupval (lua_State *L, StkId level) {
  ((void)0);
  if (((((((&(level)->val)))->tt_) == (((1) | ((0) << 4)))) || ((((((((&(level)->val)))->tt_)) & 0x0F)) == (0))))
    return;
  checkclosemth(L, level);
  while (((unsigned int)((level - L->tbclist.p))) > ((256ul << ((sizeof(L->stack.p->tbclist.delta) - 1) * 8)) - 1)) {
    L->tbclist.p += ((256ul << ((sizeof(L->stack.p->tbclist.delta) - 1) * 8)) - 1);
    L->tbclist.p->tbclist.delta = 0;
  }
  level->tbclist.delta = ((unsigned short)(level - L->tbclist.p));
  L->tbclist.p = level;
}


void luaF_unlinkupval (UpVal *uv) {
  ((void)0);
  *uv->u.open.previous = uv->u.open.next;
  if (uv->u.open.next)
    uv->u.open.next->u.open.previous = uv->u.open.previous;
}





void luaF_closeupval (lua_State *L, StkId level) {
  UpVal *uv;
  StkId upl;
  while ((uv = L->openupval) != 
# 196 "../lua/lfunc.c" 3 4
                               ((void *)0) 
# 196 "../lua/lfunc.c"
                                    && (upl = (((void)0), (((StkId)((uv)->v.p))))) >= level) {
    TValue *slot = &uv->u.value;
    ((void)0);
    luaF_unlinkupval(uv);
    { TValue *io1=(slot); const TValue *io2=(uv->v.p); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 200 "../lua/lfunc.c" 3 4
   ((void *)0) 
# 200 "../lua/lfunc.c"
   || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
    uv->v.p = slot;
    if (!(((uv)->marked) & (((1<<(3)) | (1<<(4)))))) {
      (((void)0), ((((uv)->marked) |= ((1<<(5))))));
      ( (((slot)->tt_) & (1 << 6)) ? ( ((((uv)->marked) & ((1<<(5)))) && ((((((void)0), (((slot)->value_).gc)))->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrier_(L,(((void)0), (&(((union GCUnion *)((uv)))->gc))),(((void)0), (&(((union GCUnion *)(((((void)0), (((slot)->value_).gc)))))->gc)))) : ((void)((0)))) : ((void)((0))));
    }
  }
}





static void poptbclist (lua_State *L) {
  StkId tbc = L->tbclist.p;
  ((void)0);
  tbc -= tbc->tbclist.delta;
  while (tbc > L->stack.p && tbc->tbclist.delta == 0)
    tbc -= ((256ul << ((sizeof(L->stack.p->tbclist.delta) - 1) * 8)) - 1);
  L->tbclist.p = tbc;
}






StkId luaF_close (lua_State *L, StkId level, int status, int yy) {
  ptrdiff_t levelrel = (((char *)((level))) - ((char *)((L->stack.p))));
  luaF_closeupval(L, level);
  while (L->tbclist.p >= level) {
    StkId tbc = L->tbclist.p;
    poptbclist(L);
    prepcallclosemth(L, tbc, status, yy);
    level = ((StkId)(((char *)((L->stack.p))) + (levelrel)));
  }
  return level;
}


Proto *luaF_newproto (lua_State *L) {
  GCObject *o = luaC_newobj(L, (((9 +1)) | ((0) << 4)), sizeof(Proto));
  Proto *f = (((void)0), (&((((union GCUnion *)((o))))->p)));
  f->k = 
# 243 "../lua/lfunc.c" 3 4
        ((void *)0)
# 243 "../lua/lfunc.c"
            ;
  f->sizek = 0;
  f->p = 
# 245 "../lua/lfunc.c" 3 4
        ((void *)0)
# 245 "../lua/lfunc.c"
            ;
  f->sizep = 0;
  f->code = 
# 247 "../lua/lfunc.c" 3 4
           ((void *)0)
# 247 "../lua/lfunc.c"
               ;
  f->sizecode = 0;
  f->lineinfo = 
# 249 "../lua/lfunc.c" 3 4
               ((void *)0)
# 249 "../lua/lfunc.c"
                   ;
  f->sizelineinfo = 0;
  f->abslineinfo = 
# 251 "../lua/lfunc.c" 3 4
                  ((void *)0)
# 251 "../lua/lfunc.c"
                      ;
  f->sizeabslineinfo = 0;
  f->upvalues = 
# 253 "../lua/lfunc.c" 3 4
               ((void *)0)
# 253 "../lua/lfunc.c"
                   ;
  f->sizeupvalues = 0;
  f->numparams = 0;
  f->is_vararg = 0;
  f->maxstacksize = 0;
  f->locvars = 
# 258 "../lua/lfunc.c" 3 4
              ((void *)0)
# 258 "../lua/lfunc.c"
                  ;
  f->sizelocvars = 0;
  f->linedefined = 0;
  f->lastlinedefined = 0;
  f->source = 
# 262 "../lua/lfunc.c" 3 4
             ((void *)0)
# 262 "../lua/lfunc.c"
                 ;
  return f;
}


void luaF_freeproto (lua_State *L, Proto *f) {
  luaM_free_(L, (f->code), (f->sizecode)*sizeof(*(f->code)));
  luaM_free_(L, (f->p), (f->sizep)*sizeof(*(f->p)));
  luaM_free_(L, (f->k), (f->sizek)*sizeof(*(f->k)));
  luaM_free_(L, (f->lineinfo), (f->sizelineinfo)*sizeof(*(f->lineinfo)));
  luaM_free_(L, (f->abslineinfo), (f->sizeabslineinfo)*sizeof(*(f->abslineinfo)));
  luaM_free_(L, (f->locvars), (f->sizelocvars)*sizeof(*(f->locvars)));
  luaM_free_(L, (f->upvalues), (f->sizeupvalues)*sizeof(*(f->upvalues)));
  luaM_free_(L, (f), sizeof(*(f)));
}






const char *luaF_getlocalname (const Proto *f, int local_number, int pc) {
  int i;
  for (i = 0; i<f->sizelocvars && f->locvars[i].startpc <= pc; i++) {
    if (pc < f->locvars[i].endpc) {
      local_number--;
      if (local_number == 0)
        return ((f->locvars[i].varname)->contents);
    }
  }
  return 
# 292 "../lua/lfunc.c" 3 4
        ((void *)0)
# 292 "../lua/lfunc.c"
            ;
}
# 87 "../lua/onelua.c" 2
# 1 "../lua/lobject.c" 1
# 35 "../lua/lobject.c"
int luaO_ceillog2 (unsigned int x) {
  static const lu_byte log_2[256] = {
    0,1,2,2,3,3,3,3,4,4,4,4,4,4,4,4,5,5,5,5,5,5,5,5,5,5,5,5,5,5,5,5,
    6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,
    7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,
    7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,
    8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,
    8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,
    8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,
    8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8
  };
  int l = 0;
  x--;
  while (x >= 256) { l += 8; x >>= 8; }
  return l + log_2[x];
}


static lua_Integer intarith (lua_State *L, int op, lua_Integer v1,
                                                   lua_Integer v2) {
  switch (op) {
    case 0: return ((lua_Integer)(((lua_Unsigned)(v1)) + ((lua_Unsigned)(v2))));
    case 1:return ((lua_Integer)(((lua_Unsigned)(v1)) - ((lua_Unsigned)(v2))));
    case 2:return ((lua_Integer)(((lua_Unsigned)(v1)) * ((lua_Unsigned)(v2))));
    case 3: return luaV_mod(L, v1, v2);
    case 6: return luaV_idiv(L, v1, v2);
    case 7: return ((lua_Integer)(((lua_Unsigned)(v1)) & ((lua_Unsigned)(v2))));
    case 8: return ((lua_Integer)(((lua_Unsigned)(v1)) | ((lua_Unsigned)(v2))));
    case 9: return ((lua_Integer)(((lua_Unsigned)(v1)) ^ ((lua_Unsigned)(v2))));
    case 10: return luaV_shiftl(v1, v2);
    case 11: return luaV_shiftl(v1,((lua_Integer)(((lua_Unsigned)(0)) - ((lua_Unsigned)(v2)))));
    case 12: return ((lua_Integer)(((lua_Unsigned)(0)) - ((lua_Unsigned)(v1))));
    case 13: return ((lua_Integer)(((lua_Unsigned)(~((lua_Unsigned)(0)))) ^ ((lua_Unsigned)(v1))));
    default: ((void)0); return 0;
  }
}


static lua_Number numarith (lua_State *L, int op, lua_Number v1,
                                                  lua_Number v2) {
  switch (op) {
    case 0: return ((v1)+(v2));
    case 1: return ((v1)-(v2));
    case 2: return ((v1)*(v2));
    case 5: return ((v1)/(v2));
    case 4: return ((void)L, (v2 == 2) ? (v1)*(v1) : pow(v1,v2));
    case 6: return ((void)L, (floor(((v1)/(v2)))));
    case 12: return (-(v1));
    case 3: return luaV_modf(L, v1, v2);
    default: ((void)0); return 0;
  }
}


int luaO_rawarith (lua_State *L, int op, const TValue *p1, const TValue *p2,
                   TValue *res) {
  switch (op) {
    case 7: case 8: case 9:
    case 10: case 11:
    case 13: {
      lua_Integer i1; lua_Integer i2;
      if (((__builtin_expect(((((((p1))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&i1) = (((void)0), (((p1)->value_).i)), 1) : luaV_tointegerns(p1,&i1,F2Ieq)) && ((__builtin_expect(((((((p2))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&i2) = (((void)0), (((p2)->value_).i)), 1) : luaV_tointegerns(p2,&i2,F2Ieq))) {
        { TValue *io=(res); ((io)->value_).i=(intarith(L, op, i1, i2)); ((io)->tt_=(((3) | ((0) << 4)))); };
        return 1;
      }
      else return 0;
    }
    case 5: case 4: {
      lua_Number n1; lua_Number n2;
      if ((((((p1))->tt_) == (((3) | ((1) << 4)))) ? ((n1) = (((void)0), (((p1)->value_).n)), 1) : (((((p1))->tt_) == (((3) | ((0) << 4)))) ? ((n1) = ((lua_Number)(((((void)0), (((p1)->value_).i))))), 1) : 0)) && (((((p2))->tt_) == (((3) | ((1) << 4)))) ? ((n2) = (((void)0), (((p2)->value_).n)), 1) : (((((p2))->tt_) == (((3) | ((0) << 4)))) ? ((n2) = ((lua_Number)(((((void)0), (((p2)->value_).i))))), 1) : 0))) {
        { TValue *io=(res); ((io)->value_).n=(numarith(L, op, n1, n2)); ((io)->tt_=(((3) | ((1) << 4)))); };
        return 1;
      }
      else return 0;
    }
    default: {
      lua_Number n1; lua_Number n2;
      if (((((p1))->tt_) == (((3) | ((0) << 4)))) && ((((p2))->tt_) == (((3) | ((0) << 4))))) {
        { TValue *io=(res); ((io)->value_).i=(intarith(L, op, (((void)0), (((p1)->value_).i)), (((void)0), (((p2)->value_).i)))); ((io)->tt_=(((3) | ((0) << 4)))); };
        return 1;
      }
      else if ((((((p1))->tt_) == (((3) | ((1) << 4)))) ? ((n1) = (((void)0), (((p1)->value_).n)), 1) : (((((p1))->tt_) == (((3) | ((0) << 4)))) ? ((n1) = ((lua_Number)(((((void)0), (((p1)->value_).i))))), 1) : 0)) && (((((p2))->tt_) == (((3) | ((1) << 4)))) ? ((n2) = (((void)0), (((p2)->value_).n)), 1) : (((((p2))->tt_) == (((3) | ((0) << 4)))) ? ((n2) = ((lua_Number)(((((void)0), (((p2)->value_).i))))), 1) : 0))) {
        { TValue *io=(res); ((io)->value_).n=(numarith(L, op, n1, n2)); ((io)->tt_=(((3) | ((1) << 4)))); };
        return 1;
      }
      else return 0;
    }
  }
}


void luaO_arith (lua_State *L, int op, const TValue *p1, const TValue *p2,
                 StkId res) {
  if (!luaO_rawarith(L, op, p1, p2, (&(res)->val))) {

    luaT_trybinTM(L, p1, p2, res, ((TMS)((op - 0) + TM_ADD)));
  }
}


int luaO_hexavalue (int c) {
  if ((luai_ctype_[(c)+1] & ((1 << (1))))) return c - '0';
  else return ((((void)0), ((c) | ('A' ^ 'a'))) - 'a') + 10;
}


static int isneg (const char **s) {
  if (**s == '-') { (*s)++; return 1; }
  else if (**s == '+') (*s)++;
  return 0;
}
# 228 "../lua/lobject.c"
static const char *l_str2dloc (const char *s, lua_Number *result, int mode) {
  char *endptr;
  *result = (mode == 'x') ? strtod((s), (&endptr))
                          : strtod((s), (&endptr));
  if (endptr == s) return 
# 232 "../lua/lobject.c" 3 4
                         ((void *)0)
# 232 "../lua/lobject.c"
                             ;
  while ((luai_ctype_[(((unsigned char)((*endptr))))+1] & ((1 << (3))))) endptr++;
  return (*endptr == '\0') ? endptr : 
# 234 "../lua/lobject.c" 3 4
                                     ((void *)0)
# 234 "../lua/lobject.c"
                                         ;
}
# 251 "../lua/lobject.c"
static const char *l_str2d (const char *s, lua_Number *result) {
  const char *endptr;
  const char *pmode = strpbrk(s, ".xXnN");
  int mode = pmode ? (((void)0), ((((unsigned char)((*pmode)))) | ('A' ^ 'a'))) : 0;
  if (mode == 'n')
    return 
# 256 "../lua/lobject.c" 3 4
          ((void *)0)
# 256 "../lua/lobject.c"
              ;
  endptr = l_str2dloc(s, result, mode);
  if (endptr == 
# 258 "../lua/lobject.c" 3 4
               ((void *)0)
# 258 "../lua/lobject.c"
                   ) {
    char buff[200 + 1];
    const char *pdot = strchr(s, '.');
    if (pdot == 
# 261 "../lua/lobject.c" 3 4
               ((void *)0) 
# 261 "../lua/lobject.c"
                    || strlen(s) > 200)
      return 
# 262 "../lua/lobject.c" 3 4
            ((void *)0)
# 262 "../lua/lobject.c"
                ;
    strcpy(buff, s);
    buff[pdot - s] = (localeconv()->decimal_point[0]);
    endptr = l_str2dloc(buff, result, mode);
    if (endptr != 
# 266 "../lua/lobject.c" 3 4
                 ((void *)0)
# 266 "../lua/lobject.c"
                     )
      endptr = s + (endptr - buff);
  }
  return endptr;
}





static const char *l_str2int (const char *s, lua_Integer *result) {
  lua_Unsigned a = 0;
  int empty = 1;
  int neg;
  while ((luai_ctype_[(((unsigned char)((*s))))+1] & ((1 << (3))))) s++;
  neg = isneg(&s);
  if (s[0] == '0' &&
      (s[1] == 'x' || s[1] == 'X')) {
    s += 2;
    for (; (luai_ctype_[(((unsigned char)((*s))))+1] & ((1 << (4)))); s++) {
      a = a * 16 + luaO_hexavalue(*s);
      empty = 0;
    }
  }
  else {
    for (; (luai_ctype_[(((unsigned char)((*s))))+1] & ((1 << (1)))); s++) {
      int d = *s - '0';
      if (a >= ((lua_Unsigned)(0x7fffffffffffffffLL / 10)) && (a > ((lua_Unsigned)(0x7fffffffffffffffLL / 10)) || d > ((int)((0x7fffffffffffffffLL % 10))) + neg))
        return 
# 294 "../lua/lobject.c" 3 4
              ((void *)0)
# 294 "../lua/lobject.c"
                  ;
      a = a * 10 + d;
      empty = 0;
    }
  }
  while ((luai_ctype_[(((unsigned char)((*s))))+1] & ((1 << (3))))) s++;
  if (empty || *s != '\0') return 
# 300 "../lua/lobject.c" 3 4
                                 ((void *)0)
# 300 "../lua/lobject.c"
                                     ;
  else {
    *result = ((lua_Integer)((neg) ? 0u - a : a));
    return s;
  }
}


size_t luaO_str2num (const char *s, TValue *o) {
  lua_Integer i; lua_Number n;
  const char *e;
  if ((e = l_str2int(s, &i)) != 
# 311 "../lua/lobject.c" 3 4
                               ((void *)0)
# 311 "../lua/lobject.c"
                                   ) {
    { TValue *io=(o); ((io)->value_).i=(i); ((io)->tt_=(((3) | ((0) << 4)))); };
  }
  else if ((e = l_str2d(s, &n)) != 
# 314 "../lua/lobject.c" 3 4
                                  ((void *)0)
# 314 "../lua/lobject.c"
                                      ) {
    { TValue *io=(o); ((io)->value_).n=(n); ((io)->tt_=(((3) | ((1) << 4)))); };
  }
  else
    return 0;
  return (e - s) + 1;
}


int luaO_utf8esc (char *buff, unsigned long x) {
  int n = 1;
  ((void)0);
  if (x < 0x80)
    buff[8 - 1] = ((char)((x)));
  else {
    unsigned int mfb = 0x3f;
    do {
      buff[8 - (n++)] = ((char)((0x80 | (x & 0x3f))));
      x >>= 6;
      mfb >>= 1;
    } while (x > mfb);
    buff[8 - n] = ((char)(((~mfb << 1) | x)));
  }
  return n;
}
# 355 "../lua/lobject.c"
static int tostringbuff (TValue *obj, char *buff) {
  int len;
  ((void)0);
  if (((((obj))->tt_) == (((3) | ((0) << 4)))))
    len = snprintf((buff),44,"%" "ll" "d",(long long)((((void)0), (((obj)->value_).i))));
  else {
    len = snprintf((buff),44,"%.14g",(double)((((void)0), (((obj)->value_).n))));
    if (buff[strspn(buff, "-0123456789")] == '\0') {
      buff[len++] = (localeconv()->decimal_point[0]);
      buff[len++] = '0';
    }
  }
  return len;
}





void luaO_tostring (lua_State *L, TValue *obj) {
  char buff[44];
  int len = tostringbuff(obj, buff);
  { TValue *io = (obj); TString *x_ = (luaS_newlstr(L, buff, len)); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((x_->tt) | (1 << 6)))); ((void)L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (L == 
# 377 "../lua/lobject.c" 3 4
 ((void *)0) 
# 377 "../lua/lobject.c"
 || !((((((void)0), (((io)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
}
# 397 "../lua/lobject.c"
typedef struct BuffFS {
  lua_State *L;
  int pushed;
  int blen;
  char space[(60 + 44 + 95)];
} BuffFS;
# 414 "../lua/lobject.c"
static void pushstr (BuffFS *buff, const char *str, size_t lstr) {
  lua_State *L = buff->L;
  { TValue *io = ((&(L->top.p)->val)); TString *x_ = (luaS_newlstr(L, str, lstr)); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((x_->tt) | (1 << 6)))); ((void)L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (L == 
# 416 "../lua/lobject.c" 3 4
 ((void *)0) 
# 416 "../lua/lobject.c"
 || !((((((void)0), (((io)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
  L->top.p++;
  if (!buff->pushed)
    buff->pushed = 1;
  else
    luaV_concat(L, 2);
}





static void clearbuff (BuffFS *buff) {
  pushstr(buff, buff->space, buff->blen);
  buff->blen = 0;
}






static char *getbuff (BuffFS *buff, int sz) {
  ((void)0); ((void)0);
  if (sz > (60 + 44 + 95) - buff->blen)
    clearbuff(buff);
  return buff->space + buff->blen;
}
# 453 "../lua/lobject.c"
static void addstr2buff (BuffFS *buff, const char *str, size_t slen) {
  if (slen <= (60 + 44 + 95)) {
    char *bf = getbuff(buff, ((int)((slen))));
    memcpy(bf, str, slen);
    ((buff)->blen += (((int)((slen)))));
  }
  else {
    clearbuff(buff);
    pushstr(buff, str, slen);
  }
}





static void addnum2buff (BuffFS *buff, TValue *num) {
  char *numbuff = getbuff(buff, 44);
  int len = tostringbuff(num, numbuff);
  ((buff)->blen += (len));
}






const char *luaO_pushvfstring (lua_State *L, const char *fmt, va_list argp) {
  BuffFS buff;
  const char *e;
  buff.pushed = buff.blen = 0;
  buff.L = L;
  while ((e = strchr(fmt, '%')) != 
# 485 "../lua/lobject.c" 3 4
                                  ((void *)0)
# 485 "../lua/lobject.c"
                                      ) {
    addstr2buff(&buff, fmt, e - fmt);
    switch (*(e + 1)) {
      case 's': {
        const char *s = 
# 489 "../lua/lobject.c" 3 4
                       __builtin_va_arg(
# 489 "../lua/lobject.c"
                       argp
# 489 "../lua/lobject.c" 3 4
                       ,
# 489 "../lua/lobject.c"
                       char *
# 489 "../lua/lobject.c" 3 4
                       )
# 489 "../lua/lobject.c"
                                           ;
        if (s == 
# 490 "../lua/lobject.c" 3 4
                ((void *)0)
# 490 "../lua/lobject.c"
                    ) s = "(null)";
        addstr2buff(&buff, s, strlen(s));
        break;
      }
      case 'c': {
        char c = ((unsigned char)((
# 495 "../lua/lobject.c" 3 4
                __builtin_va_arg(
# 495 "../lua/lobject.c"
                argp
# 495 "../lua/lobject.c" 3 4
                ,
# 495 "../lua/lobject.c"
                int
# 495 "../lua/lobject.c" 3 4
                )
# 495 "../lua/lobject.c"
                )));
        addstr2buff(&buff, &c, sizeof(char));
        break;
      }
      case 'd': {
        TValue num;
        { TValue *io=(&num); ((io)->value_).i=(
# 501 "../lua/lobject.c" 3 4
       __builtin_va_arg(
# 501 "../lua/lobject.c"
       argp
# 501 "../lua/lobject.c" 3 4
       ,
# 501 "../lua/lobject.c"
       int
# 501 "../lua/lobject.c" 3 4
       )
# 501 "../lua/lobject.c"
       ); ((io)->tt_=(((3) | ((0) << 4)))); };
        addnum2buff(&buff, &num);
        break;
      }
      case 'I': {
        TValue num;
        { TValue *io=(&num); ((io)->value_).i=(((lua_Integer)(
# 507 "../lua/lobject.c" 3 4
       __builtin_va_arg(
# 507 "../lua/lobject.c"
       argp
# 507 "../lua/lobject.c" 3 4
       ,
# 507 "../lua/lobject.c"
       l_uacInt
# 507 "../lua/lobject.c" 3 4
       )
# 507 "../lua/lobject.c"
       ))); ((io)->tt_=(((3) | ((0) << 4)))); };
        addnum2buff(&buff, &num);
        break;
      }
      case 'f': {
        TValue num;
        { TValue *io=(&num); ((io)->value_).n=(((lua_Number)((
# 513 "../lua/lobject.c" 3 4
       __builtin_va_arg(
# 513 "../lua/lobject.c"
       argp
# 513 "../lua/lobject.c" 3 4
       ,
# 513 "../lua/lobject.c"
       l_uacNumber
# 513 "../lua/lobject.c" 3 4
       )
# 513 "../lua/lobject.c"
       )))); ((io)->tt_=(((3) | ((1) << 4)))); };
        addnum2buff(&buff, &num);
        break;
      }
      case 'p': {
        const int sz = 3 * sizeof(void*) + 8;
        char *bf = getbuff(&buff, sz);
        void *p = 
# 520 "../lua/lobject.c" 3 4
                 __builtin_va_arg(
# 520 "../lua/lobject.c"
                 argp
# 520 "../lua/lobject.c" 3 4
                 ,
# 520 "../lua/lobject.c"
                 void *
# 520 "../lua/lobject.c" 3 4
                 )
# 520 "../lua/lobject.c"
                                     ;
        int len = snprintf(bf,sz,"%p",p);
        ((&buff)->blen += (len));
        break;
      }
      case 'U': {
        char bf[8];
        int len = luaO_utf8esc(bf, 
# 527 "../lua/lobject.c" 3 4
                                  __builtin_va_arg(
# 527 "../lua/lobject.c"
                                  argp
# 527 "../lua/lobject.c" 3 4
                                  ,
# 527 "../lua/lobject.c"
                                  long
# 527 "../lua/lobject.c" 3 4
                                  )
# 527 "../lua/lobject.c"
                                                    );
        addstr2buff(&buff, bf + 8 - len, len);
        break;
      }
      case '%': {
        addstr2buff(&buff, "%", 1);
        break;
      }
      default: {
        luaG_runerror(L, "invalid option '%%%c' to 'lua_pushfstring'",
                         *(e + 1));
      }
    }
    fmt = e + 2;
  }
  addstr2buff(&buff, fmt, strlen(fmt));
  clearbuff(&buff);
  ((void)0);
  return (((((void)0), ((((void)0), (&((((union GCUnion *)(((((&(L->top.p - 1)->val))->value_).gc))))->ts))))))->contents);
}


const char *luaO_pushfstring (lua_State *L, const char *fmt, ...) {
  const char *msg;
  va_list argp;
  
# 552 "../lua/lobject.c" 3 4
 __builtin_va_start(
# 552 "../lua/lobject.c"
 argp
# 552 "../lua/lobject.c" 3 4
 ,
# 552 "../lua/lobject.c"
 fmt
# 552 "../lua/lobject.c" 3 4
 )
# 552 "../lua/lobject.c"
                    ;
  msg = luaO_pushvfstring(L, fmt, argp);
  
# 554 "../lua/lobject.c" 3 4
 __builtin_va_end(
# 554 "../lua/lobject.c"
 argp
# 554 "../lua/lobject.c" 3 4
 )
# 554 "../lua/lobject.c"
             ;
  return msg;
}
# 567 "../lua/lobject.c"
void luaO_chunkid (char *out, const char *source, size_t srclen) {
  size_t bufflen = 60;
  if (*source == '=') {
    if (srclen <= bufflen)
      memcpy(out, source + 1, srclen * sizeof(char));
    else {
      ( memcpy(out,source + 1,(bufflen - 1) * sizeof(char)), out += (bufflen - 1) );
      *out = '\0';
    }
  }
  else if (*source == '@') {
    if (srclen <= bufflen)
      memcpy(out, source + 1, srclen * sizeof(char));
    else {
      ( memcpy(out,"...",((sizeof("...")/sizeof(char) - 1)) * sizeof(char)), out += ((sizeof("...")/sizeof(char) - 1)) );
      bufflen -= (sizeof("...")/sizeof(char) - 1);
      memcpy(out, source + 1 + srclen - bufflen, bufflen * sizeof(char));
    }
  }
  else {
    const char *nl = strchr(source, '\n');
    ( memcpy(out,"[string \"",((sizeof("[string \"")/sizeof(char) - 1)) * sizeof(char)), out += ((sizeof("[string \"")/sizeof(char) - 1)) );
    bufflen -= (sizeof("[string \"" "..." "\"]")/sizeof(char) - 1) + 1;
    if (srclen < bufflen && nl == 
# 590 "../lua/lobject.c" 3 4
                                 ((void *)0)
# 590 "../lua/lobject.c"
                                     ) {
      ( memcpy(out,source,(srclen) * sizeof(char)), out += (srclen) );
    }
    else {
      if (nl != 
# 594 "../lua/lobject.c" 3 4
               ((void *)0)
# 594 "../lua/lobject.c"
                   ) srclen = nl - source;
      if (srclen > bufflen) srclen = bufflen;
      ( memcpy(out,source,(srclen) * sizeof(char)), out += (srclen) );
      ( memcpy(out,"...",((sizeof("...")/sizeof(char) - 1)) * sizeof(char)), out += ((sizeof("...")/sizeof(char) - 1)) );
    }
    memcpy(out, "\"]", ((sizeof("\"]")/sizeof(char) - 1) + 1) * sizeof(char));
  }
}
# 88 "../lua/onelua.c" 2
# 1 "../lua/ltm.c" 1
# 28 "../lua/ltm.c"
static const char udatatypename[] = "userdata";

static const char *const luaT_typenames_[((9 +1) + 2)] = {
  "no value",
  "nil", "boolean", udatatypename, "number",
  "string", "table", "function", udatatypename, "thread",
  "upvalue", "proto"
};


void luaT_init (lua_State *L) {
  static const char *const luaT_eventname[] = {
    "__index", "__newindex",
    "__gc", "__mode", "__len", "__eq",
    "__add", "__sub", "__mul", "__mod", "__pow",
    "__div", "__idiv",
    "__band", "__bor", "__bxor", "__shl", "__shr",
    "__unm", "__bnot", "__lt", "__le",
    "__concat", "__call", "__close"
  };
  int i;
  for (i=0; i<TM_N; i++) {
    (L->l_G)->tmname[i] = luaS_new(L, luaT_eventname[i]);
    luaC_fix(L, (((void)0), (&(((union GCUnion *)(((L->l_G)->tmname[i])))->gc))));
  }
}






const TValue *luaT_gettm (Table *events, TMS event, TString *ename) {
  const TValue *tm = luaH_getshortstr(events, ename);
  ((void)0);
  if ((((((((tm))->tt_)) & 0x0F)) == (0))) {
    events->flags |= ((lu_byte)((1u<<event)));
    return 
# 65 "../lua/ltm.c" 3 4
          ((void *)0)
# 65 "../lua/ltm.c"
              ;
  }
  else return tm;
}


const TValue *luaT_gettmbyobj (lua_State *L, const TValue *o, TMS event) {
  Table *mt;
  switch ((((((o)->tt_)) & 0x0F))) {
    case 5:
      mt = (((void)0), ((((void)0), (&((((union GCUnion *)((((o)->value_).gc))))->h)))))->metatable;
      break;
    case 7:
      mt = (((void)0), ((((void)0), (&((((union GCUnion *)((((o)->value_).gc))))->u)))))->metatable;
      break;
    default:
      mt = (L->l_G)->mt[(((((o)->tt_)) & 0x0F))];
  }
  return (mt ? luaH_getshortstr(mt, (L->l_G)->tmname[event]) : &(L->l_G)->nilvalue);
}






const char *luaT_objtypename (lua_State *L, const TValue *o) {
  Table *mt;
  if ((((((o))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) && (mt = (((void)0), ((((void)0), (&((((union GCUnion *)((((o)->value_).gc))))->h)))))->metatable) != 
# 93 "../lua/ltm.c" 3 4
                                                     ((void *)0)
# 93 "../lua/ltm.c"
                                                         ) ||
      (((((o))->tt_) == (((((7) | ((0) << 4))) | (1 << 6)))) && (mt = (((void)0), ((((void)0), (&((((union GCUnion *)((((o)->value_).gc))))->u)))))->metatable) != 
# 94 "../lua/ltm.c" 3 4
                                                            ((void *)0)
# 94 "../lua/ltm.c"
                                                                )) {
    const TValue *name = luaH_getshortstr(mt, luaS_new(L, "__name"));
    if ((((((((name))->tt_)) & 0x0F)) == (4)))
      return (((((void)0), ((((void)0), (&((((union GCUnion *)((((name)->value_).gc))))->ts))))))->contents);
  }
  return luaT_typenames_[((((((o)->tt_)) & 0x0F))) + 1];
}


void luaT_callTM (lua_State *L, const TValue *f, const TValue *p1,
                  const TValue *p2, const TValue *p3) {
  StkId func = L->top.p;
  { TValue *io1=((&(func)->val)); const TValue *io2=(f); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 106 "../lua/ltm.c" 3 4
 ((void *)0) 
# 106 "../lua/ltm.c"
 || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
  { TValue *io1=((&(func + 1)->val)); const TValue *io2=(p1); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 107 "../lua/ltm.c" 3 4
 ((void *)0) 
# 107 "../lua/ltm.c"
 || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
  { TValue *io1=((&(func + 2)->val)); const TValue *io2=(p2); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 108 "../lua/ltm.c" 3 4
 ((void *)0) 
# 108 "../lua/ltm.c"
 || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
  { TValue *io1=((&(func + 3)->val)); const TValue *io2=(p3); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 109 "../lua/ltm.c" 3 4
 ((void *)0) 
# 109 "../lua/ltm.c"
 || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
  L->top.p = func + 4;

  if ((!((L->ci)->callstatus & ((1<<1) | (1<<3)))))
    luaD_call(L, func, 0);
  else
    luaD_callnoyield(L, func, 0);
}


void luaT_callTMres (lua_State *L, const TValue *f, const TValue *p1,
                     const TValue *p2, StkId res) {
  ptrdiff_t result = (((char *)((res))) - ((char *)((L->stack.p))));
  StkId func = L->top.p;
  { TValue *io1=((&(func)->val)); const TValue *io2=(f); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 123 "../lua/ltm.c" 3 4
 ((void *)0) 
# 123 "../lua/ltm.c"
 || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
  { TValue *io1=((&(func + 1)->val)); const TValue *io2=(p1); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 124 "../lua/ltm.c" 3 4
 ((void *)0) 
# 124 "../lua/ltm.c"
 || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
  { TValue *io1=((&(func + 2)->val)); const TValue *io2=(p2); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 125 "../lua/ltm.c" 3 4
 ((void *)0) 
# 125 "../lua/ltm.c"
 || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
  L->top.p += 3;

  if ((!((L->ci)->callstatus & ((1<<1) | (1<<3)))))
    luaD_call(L, func, 1);
  else
    luaD_callnoyield(L, func, 1);
  res = ((StkId)(((char *)((L->stack.p))) + (result)));
  { TValue *io1=((&(res)->val)); const TValue *io2=((&(--L->top.p)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 133 "../lua/ltm.c" 3 4
 ((void *)0) 
# 133 "../lua/ltm.c"
 || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
}


static int callbinTM (lua_State *L, const TValue *p1, const TValue *p2,
                      StkId res, TMS event) {
  const TValue *tm = luaT_gettmbyobj(L, p1, event);
  if ((((((((tm))->tt_)) & 0x0F)) == (0)))
    tm = luaT_gettmbyobj(L, p2, event);
  if ((((((((tm))->tt_)) & 0x0F)) == (0))) return 0;
  luaT_callTMres(L, tm, p1, p2, res);
  return 1;
}


void luaT_trybinTM (lua_State *L, const TValue *p1, const TValue *p2,
                    StkId res, TMS event) {
  if ((__builtin_expect(((!callbinTM(L, p1, p2, res, event)) != 0), 0))) {
    switch (event) {
      case TM_BAND: case TM_BOR: case TM_BXOR:
      case TM_SHL: case TM_SHR: case TM_BNOT: {
        if ((((((((p1))->tt_)) & 0x0F)) == (3)) && (((((((p2))->tt_)) & 0x0F)) == (3)))
          luaG_tointerror(L, p1, p2);
        else
          luaG_opinterror(L, p1, p2, "perform bitwise operation on");
      }

      default:
        luaG_opinterror(L, p1, p2, "perform arithmetic on");
    }
  }
}


void luaT_tryconcatTM (lua_State *L) {
  StkId top = L->top.p;
  if ((__builtin_expect(((!callbinTM(L, (&(top - 2)->val), (&(top - 1)->val), top - 2, TM_CONCAT)) != 0), 0))
                                          )
    luaG_concaterror(L, (&(top - 2)->val), (&(top - 1)->val));
}


void luaT_trybinassocTM (lua_State *L, const TValue *p1, const TValue *p2,
                                       int flip, StkId res, TMS event) {
  if (flip)
    luaT_trybinTM(L, p2, p1, res, event);
  else
    luaT_trybinTM(L, p1, p2, res, event);
}


void luaT_trybiniTM (lua_State *L, const TValue *p1, lua_Integer i2,
                                   int flip, StkId res, TMS event) {
  TValue aux;
  { TValue *io=(&aux); ((io)->value_).i=(i2); ((io)->tt_=(((3) | ((0) << 4)))); };
  luaT_trybinassocTM(L, p1, &aux, flip, res, event);
}
# 201 "../lua/ltm.c"
int luaT_callorderTM (lua_State *L, const TValue *p1, const TValue *p2,
                      TMS event) {
  if (callbinTM(L, p1, p2, L->top.p, event))
    return !((((((&(L->top.p)->val)))->tt_) == (((1) | ((0) << 4)))) || ((((((((&(L->top.p)->val)))->tt_)) & 0x0F)) == (0)));
# 216 "../lua/ltm.c"
  luaG_ordererror(L, p1, p2);
  return 0;
}


int luaT_callorderiTM (lua_State *L, const TValue *p1, int v2,
                       int flip, int isfloat, TMS event) {
  TValue aux; const TValue *p2;
  if (isfloat) {
    { TValue *io=(&aux); ((io)->value_).n=(((lua_Number)((v2)))); ((io)->tt_=(((3) | ((1) << 4)))); };
  }
  else
    { TValue *io=(&aux); ((io)->value_).i=(v2); ((io)->tt_=(((3) | ((0) << 4)))); };
  if (flip) {
    p2 = p1; p1 = &aux;
  }
  else
    p2 = &aux;
  return luaT_callorderTM(L, p1, p2, event);
}


void luaT_adjustvarargs (lua_State *L, int nfixparams, CallInfo *ci,
                         const Proto *p) {
  int i;
  int actual = ((int)((L->top.p - ci->func.p))) - 1;
  int nextra = actual - nfixparams;
  ci->u.l.nextraargs = nextra;
  if ((__builtin_expect(((L->stack_last.p - L->top.p <= (p->maxstacksize + 1)) != 0), 0))) { (void)0; luaD_growstack(L, p->maxstacksize + 1, 1); (void)0; } else { ((void)0); };

  { TValue *io1=((&(L->top.p++)->val)); const TValue *io2=((&(ci->func.p)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 246 "../lua/ltm.c" 3 4
 ((void *)0) 
# 246 "../lua/ltm.c"
 || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };

  for (i = 1; i <= nfixparams; i++) {
    { TValue *io1=((&(L->top.p++)->val)); const TValue *io2=((&(ci->func.p + i)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 249 "../lua/ltm.c" 3 4
   ((void *)0) 
# 249 "../lua/ltm.c"
   || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
    (((&(ci->func.p + i)->val))->tt_=(((0) | ((0) << 4))));
  }
  ci->func.p += actual + 1;
  ci->top.p += actual + 1;
  ((void)0);
}


void luaT_getvarargs (lua_State *L, CallInfo *ci, StkId where, int wanted) {
  int i;
  int nextra = ci->u.l.nextraargs;
  if (wanted < 0) {
    wanted = nextra;
    if ((__builtin_expect(((L->stack_last.p - L->top.p <= (nextra)) != 0), 0))) { ptrdiff_t t__ = (((char *)((where))) - ((char *)((L->stack.p)))); { if ((L->l_G)->GCdebt > 0) { (void)0; luaC_step(L); (void)0;}; ((void)0); }; luaD_growstack(L, nextra, 1); where = ((StkId)(((char *)((L->stack.p))) + (t__))); } else { ((void)0); };
    L->top.p = where + nextra;
  }
  for (i = 0; i < wanted && i < nextra; i++)
    { TValue *io1=((&(where + i)->val)); const TValue *io2=((&(ci->func.p - nextra + i)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 267 "../lua/ltm.c" 3 4
   ((void *)0) 
# 267 "../lua/ltm.c"
   || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
  for (; i < wanted; i++)
    (((&(where + i)->val))->tt_=(((0) | ((0) << 4))));
}
# 89 "../lua/onelua.c" 2
# 1 "../lua/lstring.c" 1
# 34 "../lua/lstring.c"
int luaS_eqlngstr (TString *a, TString *b) {
  size_t len = a->u.lnglen;
  ((void)0);
  return (a == b) ||
    ((len == b->u.lnglen) &&
     (memcmp(((a)->contents), ((b)->contents), len) == 0));
}


unsigned int luaS_hash (const char *str, size_t l, unsigned int seed) {
  unsigned int h = seed ^ ((unsigned int)((l)));
  for (; l > 0; l--)
    h ^= ((h<<5) + (h>>2) + ((lu_byte)((str[l - 1]))));
  return h;
}


unsigned int luaS_hashlongstr (TString *ts) {
  ((void)0);
  if (ts->extra == 0) {
    size_t len = ts->u.lnglen;
    ts->hash = luaS_hash(((ts)->contents), len, ts->hash);
    ts->extra = 1;
  }
  return ts->hash;
}


static void tablerehash (TString **vect, int osize, int nsize) {
  int i;
  for (i = osize; i < nsize; i++)
    vect[i] = 
# 65 "../lua/lstring.c" 3 4
             ((void *)0)
# 65 "../lua/lstring.c"
                 ;
  for (i = 0; i < osize; i++) {
    TString *p = vect[i];
    vect[i] = 
# 68 "../lua/lstring.c" 3 4
             ((void *)0)
# 68 "../lua/lstring.c"
                 ;
    while (p) {
      TString *hnext = p->u.hnext;
      unsigned int h = ((((void)0), ((((int)(((p->hash) & ((nsize)-1))))))));
      p->u.hnext = vect[h];
      vect[h] = p;
      p = hnext;
    }
  }
}







void luaS_resize (lua_State *L, int nsize) {
  stringtable *tb = &(L->l_G)->strt;
  int osize = tb->size;
  TString **newvect;
  if (nsize < osize)
    tablerehash(tb->hash, osize, nsize);
  newvect = (((TString* *)(luaM_realloc_(L, tb->hash, ((size_t)((osize))) * sizeof(TString*), ((size_t)((nsize))) * sizeof(TString*)))));
  if ((__builtin_expect(((newvect == 
# 92 "../lua/lstring.c" 3 4
     ((void *)0)
# 92 "../lua/lstring.c"
     ) != 0), 0))) {
    if (nsize < osize)
      tablerehash(tb->hash, nsize, osize);

  }
  else {
    tb->hash = newvect;
    tb->size = nsize;
    if (nsize > osize)
      tablerehash(newvect, osize, nsize);
  }
}






void luaS_clearcache (global_State *g) {
  int i, j;
  for (i = 0; i < 53; i++)
    for (j = 0; j < 2; j++) {
      if ((((g->strcache[i][j])->marked) & (((1<<(3)) | (1<<(4))))))
        g->strcache[i][j] = g->memerrmsg;
    }
}





void luaS_init (lua_State *L) {
  global_State *g = (L->l_G);
  int i, j;
  stringtable *tb = &(L->l_G)->strt;
  tb->hash = ((TString**)(luaM_malloc_(L, (128)*sizeof(TString*), 0)));
  tablerehash(tb->hash, 0, 128);
  tb->size = 128;

  g->memerrmsg = (luaS_newlstr(L, "" "not enough memory", (sizeof("not enough memory")/sizeof(char))-1));
  luaC_fix(L, (((void)0), (&(((union GCUnion *)((g->memerrmsg)))->gc))));
  for (i = 0; i < 53; i++)
    for (j = 0; j < 2; j++)
      g->strcache[i][j] = g->memerrmsg;
}






static TString *createstrobj (lua_State *L, size_t l, int tag, unsigned int h) {
  TString *ts;
  GCObject *o;
  size_t totalsize;
  totalsize = (
# 147 "../lua/lstring.c" 3 4
             __builtin_offsetof (
# 147 "../lua/lstring.c"
             TString
# 147 "../lua/lstring.c" 3 4
             , 
# 147 "../lua/lstring.c"
             contents
# 147 "../lua/lstring.c" 3 4
             ) 
# 147 "../lua/lstring.c"
             + ((l) + 1) * sizeof(char));
  o = luaC_newobj(L, tag, totalsize);
  ts = (((void)0), (&((((union GCUnion *)((o))))->ts)));
  ts->hash = h;
  ts->extra = 0;
  ((ts)->contents)[l] = '\0';
  return ts;
}


TString *luaS_createlngstrobj (lua_State *L, size_t l) {
  TString *ts = createstrobj(L, l, ((4) | ((1) << 4)), (L->l_G)->seed);
  ts->u.lnglen = l;
  return ts;
}


void luaS_remove (lua_State *L, TString *ts) {
  stringtable *tb = &(L->l_G)->strt;
  TString **p = &tb->hash[((((void)0), ((((int)(((ts->hash) & ((tb->size)-1))))))))];
  while (*p != ts)
    p = &(*p)->u.hnext;
  *p = (*p)->u.hnext;
  tb->nuse--;
}


static void growstrtab (lua_State *L, stringtable *tb) {
  if ((__builtin_expect(((tb->nuse == 0x7fffffff) != 0), 0))) {
    luaC_fullgc(L, 1);
    if (tb->nuse == 0x7fffffff)
      luaD_throw(L, 4);
  }
  if (tb->size <= ((int)((((((size_t)((0x7fffffff))) <= ((size_t)(~(size_t)0))/sizeof(TString*)) ? (0x7fffffff) : ((unsigned int)(((((size_t)(~(size_t)0))/sizeof(TString*))))))))) / 2)
    luaS_resize(L, tb->size * 2);
}





static TString *internshrstr (lua_State *L, const char *str, size_t l) {
  TString *ts;
  global_State *g = (L->l_G);
  stringtable *tb = &g->strt;
  unsigned int h = luaS_hash(str, l, g->seed);
  TString **list = &tb->hash[((((void)0), ((((int)(((h) & ((tb->size)-1))))))))];
  ((void)0);
  for (ts = *list; ts != 
# 195 "../lua/lstring.c" 3 4
                        ((void *)0)
# 195 "../lua/lstring.c"
                            ; ts = ts->u.hnext) {
    if (l == ts->shrlen && (memcmp(str, ((ts)->contents), l * sizeof(char)) == 0)) {

      if ((((ts)->marked) & (((g)->currentwhite ^ ((1<<(3)) | (1<<(4)))))))
        ((ts)->marked ^= ((1<<(3)) | (1<<(4))));
      return ts;
    }
  }

  if (tb->nuse >= tb->size) {
    growstrtab(L, tb);
    list = &tb->hash[((((void)0), ((((int)(((h) & ((tb->size)-1))))))))];
  }
  ts = createstrobj(L, l, ((4) | ((0) << 4)), h);
  memcpy(((ts)->contents), str, l * sizeof(char));
  ts->shrlen = ((lu_byte)((l)));
  ts->u.hnext = *list;
  *list = ts;
  tb->nuse++;
  return ts;
}





TString *luaS_newlstr (lua_State *L, const char *str, size_t l) {
  if (l <= 40)
    return internshrstr(L, str, l);
  else {
    TString *ts;
    if ((__builtin_expect(((l >= ((sizeof(size_t) < sizeof(lua_Integer) ? ((size_t)(~(size_t)0)) : (size_t)(0x7fffffffffffffffLL)) - sizeof(TString))/sizeof(char)) != 0), 0)))
      luaM_toobig(L);
    ts = luaS_createlngstrobj(L, l);
    memcpy(((ts)->contents), str, l * sizeof(char));
    return ts;
  }
}
# 241 "../lua/lstring.c"
TString *luaS_new (lua_State *L, const char *str) {
  unsigned int i = ((unsigned int)((uintptr_t)(str) & 
# 242 "../lua/lstring.c" 3 4
                  (0x7fffffff * 2U + 1U)
# 242 "../lua/lstring.c"
                  )) % 53;
  int j;
  TString **p = (L->l_G)->strcache[i];
  for (j = 0; j < 2; j++) {
    if (strcmp(str, ((p[j])->contents)) == 0)
      return p[j];
  }

  for (j = 2 - 1; j > 0; j--)
    p[j] = p[j - 1];

  p[0] = luaS_newlstr(L, str, strlen(str));
  return p[0];
}


Udata *luaS_newudata (lua_State *L, size_t s, int nuvalue) {
  Udata *u;
  int i;
  GCObject *o;
  if ((__builtin_expect(((s > (sizeof(size_t) < sizeof(lua_Integer) ? ((size_t)(~(size_t)0)) : (size_t)(0x7fffffffffffffffLL)) - ((nuvalue) == 0 ? 
# 262 "../lua/lstring.c" 3 4
     __builtin_offsetof (
# 262 "../lua/lstring.c"
     Udata0
# 262 "../lua/lstring.c" 3 4
     , 
# 262 "../lua/lstring.c"
     bindata
# 262 "../lua/lstring.c" 3 4
     ) 
# 262 "../lua/lstring.c"
     : 
# 262 "../lua/lstring.c" 3 4
     __builtin_offsetof (
# 262 "../lua/lstring.c"
     Udata
# 262 "../lua/lstring.c" 3 4
     , 
# 262 "../lua/lstring.c"
     uv
# 262 "../lua/lstring.c" 3 4
     ) 
# 262 "../lua/lstring.c"
     + (sizeof(UValue) * (nuvalue)))) != 0), 0)))
    luaM_toobig(L);
  o = luaC_newobj(L, ((7) | ((0) << 4)), (((nuvalue) == 0 ? 
# 264 "../lua/lstring.c" 3 4
                                   __builtin_offsetof (
# 264 "../lua/lstring.c"
                                   Udata0
# 264 "../lua/lstring.c" 3 4
                                   , 
# 264 "../lua/lstring.c"
                                   bindata
# 264 "../lua/lstring.c" 3 4
                                   ) 
# 264 "../lua/lstring.c"
                                   : 
# 264 "../lua/lstring.c" 3 4
                                   __builtin_offsetof (
# 264 "../lua/lstring.c"
                                   Udata
# 264 "../lua/lstring.c" 3 4
                                   , 
# 264 "../lua/lstring.c"
                                   uv
# 264 "../lua/lstring.c" 3 4
                                   ) 
# 264 "../lua/lstring.c"
                                   + (sizeof(UValue) * (nuvalue))) + (s)));
  u = (((void)0), (&((((union GCUnion *)((o))))->u)));
  u->len = s;
  u->nuvalue = nuvalue;
  u->metatable = 
# 268 "../lua/lstring.c" 3 4
                ((void *)0)
# 268 "../lua/lstring.c"
                    ;
  for (i = 0; i < nuvalue; i++)
    ((&u->uv[i].uv)->tt_=(((0) | ((0) << 4))));
  return u;
}
# 90 "../lua/onelua.c" 2
# 1 "../lua/ltable.c" 1
# 27 "../lua/ltable.c"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/limits.h" 1 3 4
# 28 "../lua/ltable.c" 2
# 93 "../lua/ltable.c"
static const Node dummynode_ = {
  {{
# 94 "../lua/ltable.c" 3 4
   ((void *)0)
# 94 "../lua/ltable.c"
       }, ((0) | ((1) << 4)),
   ((0) | ((0) << 4)), 0, {
# 95 "../lua/ltable.c" 3 4
                ((void *)0)
# 95 "../lua/ltable.c"
                    }}
};


static const TValue absentkey = {{
# 99 "../lua/ltable.c" 3 4
                                ((void *)0)
# 99 "../lua/ltable.c"
                                }, ((0) | ((2) << 4))};
# 108 "../lua/ltable.c"
static Node *hashint (const Table *t, lua_Integer i) {
  lua_Unsigned ui = ((lua_Unsigned)(i));
  if (ui <= ((unsigned int)((0x7fffffff))))
    return ((&(t)->node[((((int)((ui)))) % ((((1<<((t)->lsizenode)))-1)|1))]));
  else
    return ((&(t)->node[((ui) % ((((1<<((t)->lsizenode)))-1)|1))]));
}
# 131 "../lua/ltable.c"
static int l_hashfloat (lua_Number n) {
  int i;
  lua_Integer ni;
  n = frexp(n, &i) * -((lua_Number)((
# 134 "../lua/ltable.c" 3 4
                               (-0x7fffffff - 1)
# 134 "../lua/ltable.c"
                               )));
  if (!((n) >= (double)(
# 135 "../lua/ltable.c" 3 4
      (-0x7fffffffffffffffLL - 1LL)
# 135 "../lua/ltable.c"
      ) && (n) < -(double)(
# 135 "../lua/ltable.c" 3 4
      (-0x7fffffffffffffffLL - 1LL)
# 135 "../lua/ltable.c"
      ) && (*(&ni) = (long long)(n), 1))) {
    ((void)0);
    return 0;
  }
  else {
    unsigned int u = ((unsigned int)((i))) + ((unsigned int)((ni)));
    return ((int)((u <= ((unsigned int)((0x7fffffff))) ? u : ~u)));
  }
}







static Node *mainpositionTV (const Table *t, const TValue *key) {
  switch (((((key)->tt_)) & 0x3F)) {
    case ((3) | ((0) << 4)): {
      lua_Integer i = (((void)0), (((key)->value_).i));
      return hashint(t, i);
    }
    case ((3) | ((1) << 4)): {
      lua_Number n = (((void)0), (((key)->value_).n));
      return ((&(t)->node[((l_hashfloat(n)) % ((((1<<((t)->lsizenode)))-1)|1))]));
    }
    case ((4) | ((0) << 4)): {
      TString *ts = (((void)0), ((((void)0), (&((((union GCUnion *)((((key)->value_).gc))))->ts)))));
      return ((&(t)->node[((((void)0), ((((int)(((((ts)->hash)) & ((((1<<((t)->lsizenode))))-1))))))))]));
    }
    case ((4) | ((1) << 4)): {
      TString *ts = (((void)0), ((((void)0), (&((((union GCUnion *)((((key)->value_).gc))))->ts)))));
      return ((&(t)->node[((((void)0), ((((int)((((luaS_hashlongstr(ts))) & ((((1<<((t)->lsizenode))))-1))))))))]));
    }
    case ((1) | ((0) << 4)):
      return ((&(t)->node[((((void)0), ((((int)((((0)) & ((((1<<((t)->lsizenode))))-1))))))))]));
    case ((1) | ((1) << 4)):
      return ((&(t)->node[((((void)0), ((((int)((((1)) & ((((1<<((t)->lsizenode))))-1))))))))]));
    case ((2) | ((0) << 4)): {
      void *p = (((void)0), (((key)->value_).p));
      return ((&(t)->node[((((unsigned int)((uintptr_t)(p) & 
# 175 "../lua/ltable.c" 3 4
            (0x7fffffff * 2U + 1U)
# 175 "../lua/ltable.c"
            ))) % ((((1<<((t)->lsizenode)))-1)|1))]));
    }
    case ((6) | ((1) << 4)): {
      lua_CFunction f = (((void)0), (((key)->value_).f));
      return ((&(t)->node[((((unsigned int)((uintptr_t)(f) & 
# 179 "../lua/ltable.c" 3 4
            (0x7fffffff * 2U + 1U)
# 179 "../lua/ltable.c"
            ))) % ((((1<<((t)->lsizenode)))-1)|1))]));
    }
    default: {
      GCObject *o = (((void)0), (((key)->value_).gc));
      return ((&(t)->node[((((unsigned int)((uintptr_t)(o) & 
# 183 "../lua/ltable.c" 3 4
            (0x7fffffff * 2U + 1U)
# 183 "../lua/ltable.c"
            ))) % ((((1<<((t)->lsizenode)))-1)|1))]));
    }
  }
}


static inline Node *mainpositionfromnode (const Table *t, Node *nd) {
  TValue key;
  { TValue *io_=(&key); const Node *n_=(nd); io_->value_ = n_->u.key_val; io_->tt_ = n_->u.key_tt; ((void)((lua_State *)(
# 191 "../lua/ltable.c" 3 4
 ((void *)0)
# 191 "../lua/ltable.c"
 )), ((!(((io_)->tt_) & (1 << 6)) || ((((((io_)->tt_)) & 0x3F) == (((void)0), (((io_)->value_).gc))->tt) && (((lua_State *)(
# 191 "../lua/ltable.c" 3 4
 ((void *)0)
# 191 "../lua/ltable.c"
 )) == 
# 191 "../lua/ltable.c" 3 4
 ((void *)0) 
# 191 "../lua/ltable.c"
 || !((((((void)0), (((io_)->value_).gc)))->marked) & ((((((lua_State *)(
# 191 "../lua/ltable.c" 3 4
 ((void *)0)
# 191 "../lua/ltable.c"
 ))->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
  return mainpositionTV(t, &key);
}
# 216 "../lua/ltable.c"
static int equalkey (const TValue *k1, const Node *n2, int deadok) {
  if ((((k1)->tt_) != ((n2)->u.key_tt)) &&
       !(deadok && (((n2)->u.key_tt) == (9 +2)) && (((k1)->tt_) & (1 << 6))))
   return 0;
  switch (((n2)->u.key_tt)) {
    case ((0) | ((0) << 4)): case ((1) | ((0) << 4)): case ((1) | ((1) << 4)):
      return 1;
    case ((3) | ((0) << 4)):
      return ((((void)0), (((k1)->value_).i)) == (((n2)->u.key_val).i));
    case ((3) | ((1) << 4)):
      return (((((void)0), (((k1)->value_).n)))==(((((n2)->u.key_val)).n)));
    case ((2) | ((0) << 4)):
      return (((void)0), (((k1)->value_).p)) == ((((n2)->u.key_val)).p);
    case ((6) | ((1) << 4)):
      return (((void)0), (((k1)->value_).f)) == ((((n2)->u.key_val)).f);
    case ((((4) | ((1) << 4))) | (1 << 6)):
      return luaS_eqlngstr((((void)0), ((((void)0), (&((((union GCUnion *)((((k1)->value_).gc))))->ts))))), ((((void)0), (&((((union GCUnion *)((((n2)->u.key_val).gc))))->ts)))));
    default:
      return (((void)0), (((k1)->value_).gc)) == ((((n2)->u.key_val)).gc);
  }
}
# 250 "../lua/ltable.c"
static unsigned int luaH_realasize (const Table *t) {
  if (((!((t)->flags & (1 << 7))) || ((((t)->alimit) & (((t)->alimit) - 1)) == 0)))
    return t->alimit;
  else {
    unsigned int size = t->alimit;

    size |= (size >> 1);
    size |= (size >> 2);
    size |= (size >> 4);
    size |= (size >> 8);

    size |= (size >> 16);




    size++;
    ((void)0);
    return size;
  }
}







static int ispow2realasize (const Table *t) {
  return (!(!((t)->flags & (1 << 7))) || (((t->alimit) & ((t->alimit) - 1)) == 0));
}


static unsigned int setlimittosize (Table *t) {
  t->alimit = luaH_realasize(t);
  ((t)->flags &= ((lu_byte)((~(1 << 7)))));
  return t->alimit;
}
# 299 "../lua/ltable.c"
static const TValue *getgeneric (Table *t, const TValue *key, int deadok) {
  Node *n = mainpositionTV(t, key);
  for (;;) {
    if (equalkey(key, n, deadok))
      return (&(n)->i_val);
    else {
      int nx = ((n)->u.next);
      if (nx == 0)
        return &absentkey;
      n += nx;
    }
  }
}






static unsigned int arrayindex (lua_Integer k) {
  if (((lua_Unsigned)(k)) - 1u < ((((size_t)((1u << ((int)((sizeof(int) * 8 - 1)))))) <= ((size_t)(~(size_t)0))/sizeof(TValue)) ? (1u << ((int)((sizeof(int) * 8 - 1)))) : ((unsigned int)(((((size_t)(~(size_t)0))/sizeof(TValue)))))))
    return ((unsigned int)((k)));
  else
    return 0;
}







static unsigned int findindex (lua_State *L, Table *t, TValue *key,
                               unsigned int asize) {
  unsigned int i;
  if ((((((((key))->tt_)) & 0x0F)) == (0))) return 0;
  i = ((((key))->tt_) == (((3) | ((0) << 4)))) ? arrayindex((((void)0), (((key)->value_).i))) : 0;
  if (i - 1u < asize)
    return i;
  else {
    const TValue *n = getgeneric(t, key, 1);
    if ((__builtin_expect(((((((n))->tt_) == (((0) | ((2) << 4))))) != 0), 0)))
      luaG_runerror(L, "invalid key to 'next'");
    i = ((int)((((Node *)((n))) - (&(t)->node[0]))));

    return (i + 1) + asize;
  }
}


int luaH_next (lua_State *L, Table *t, StkId key) {
  unsigned int asize = luaH_realasize(t);
  unsigned int i = findindex(L, t, (&(key)->val), asize);
  for (; i < asize; i++) {
    if (!(((((((&t->array[i]))->tt_)) & 0x0F)) == (0))) {
      { TValue *io=((&(key)->val)); ((io)->value_).i=(i + 1); ((io)->tt_=(((3) | ((0) << 4)))); };
      { TValue *io1=((&(key + 1)->val)); const TValue *io2=(&t->array[i]); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 355 "../lua/ltable.c" 3 4
     ((void *)0) 
# 355 "../lua/ltable.c"
     || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
      return 1;
    }
  }
  for (i -= asize; ((int)((i))) < ((1<<((t)->lsizenode))); i++) {
    if (!((((((((&((&(t)->node[i]))->i_val)))->tt_)) & 0x0F)) == (0))) {
      Node *n = (&(t)->node[i]);
      { TValue *io_=((&(key)->val)); const Node *n_=(n); io_->value_ = n_->u.key_val; io_->tt_ = n_->u.key_tt; ((void)L, ((!(((io_)->tt_) & (1 << 6)) || ((((((io_)->tt_)) & 0x3F) == (((void)0), (((io_)->value_).gc))->tt) && (L == 
# 362 "../lua/ltable.c" 3 4
     ((void *)0) 
# 362 "../lua/ltable.c"
     || !((((((void)0), (((io_)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
      { TValue *io1=((&(key + 1)->val)); const TValue *io2=((&(n)->i_val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 363 "../lua/ltable.c" 3 4
     ((void *)0) 
# 363 "../lua/ltable.c"
     || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
      return 1;
    }
  }
  return 0;
}


static void freehash (lua_State *L, Table *t) {
  if (!((t)->lastfree == 
# 372 "../lua/ltable.c" 3 4
      ((void *)0)
# 372 "../lua/ltable.c"
      ))
    luaM_free_(L, (t->node), (((size_t)((((1<<((t)->lsizenode)))))))*sizeof(*(t->node)));
}
# 391 "../lua/ltable.c"
static unsigned int computesizes (unsigned int nums[], unsigned int *pna) {
  int i;
  unsigned int twotoi;
  unsigned int a = 0;
  unsigned int na = 0;
  unsigned int optimal = 0;

  for (i = 0, twotoi = 1;
       twotoi > 0 && *pna > twotoi / 2;
       i++, twotoi *= 2) {
    a += nums[i];
    if (a > twotoi/2) {
      optimal = twotoi;
      na = a;
    }
  }
  ((void)0);
  *pna = na;
  return optimal;
}


static int countint (lua_Integer key, unsigned int *nums) {
  unsigned int k = arrayindex(key);
  if (k != 0) {
    nums[luaO_ceillog2(k)]++;
    return 1;
  }
  else
    return 0;
}







static unsigned int numusearray (const Table *t, unsigned int *nums) {
  int lg;
  unsigned int ttlg;
  unsigned int ause = 0;
  unsigned int i = 1;
  unsigned int asize = (((void)0), (t->alimit));

  for (lg = 0, ttlg = 1; lg <= ((int)((sizeof(int) * 8 - 1))); lg++, ttlg *= 2) {
    unsigned int lc = 0;
    unsigned int lim = ttlg;
    if (lim > asize) {
      lim = asize;
      if (i > lim)
        break;
    }

    for (; i <= lim; i++) {
      if (!(((((((&t->array[i-1]))->tt_)) & 0x0F)) == (0)))
        lc++;
    }
    nums[lg] += lc;
    ause += lc;
  }
  return ause;
}


static int numusehash (const Table *t, unsigned int *nums, unsigned int *pna) {
  int totaluse = 0;
  int ause = 0;
  int i = ((1<<((t)->lsizenode)));
  while (i--) {
    Node *n = &t->node[i];
    if (!((((((((&(n)->i_val)))->tt_)) & 0x0F)) == (0))) {
      if ((((n)->u.key_tt) == ((3) | ((0) << 4))))
        ause += countint((((n)->u.key_val).i), nums);
      totaluse++;
    }
  }
  *pna += ause;
  return totaluse;
}
# 480 "../lua/ltable.c"
static void setnodevector (lua_State *L, Table *t, unsigned int size) {
  if (size == 0) {
    t->node = ((Node *)((&dummynode_)));
    t->lsizenode = 0;
    t->lastfree = 
# 484 "../lua/ltable.c" 3 4
                 ((void *)0)
# 484 "../lua/ltable.c"
                     ;
  }
  else {
    int i;
    int lsize = luaO_ceillog2(size);
    if (lsize > (((int)((sizeof(int) * 8 - 1))) - 1) || (1u << lsize) > ((((size_t)((1u << (((int)((sizeof(int) * 8 - 1))) - 1)))) <= ((size_t)(~(size_t)0))/sizeof(Node)) ? (1u << (((int)((sizeof(int) * 8 - 1))) - 1)) : ((unsigned int)(((((size_t)(~(size_t)0))/sizeof(Node)))))))
      luaG_runerror(L, "table overflow");
    size = (1<<(lsize));
    t->node = ((Node*)(luaM_malloc_(L, (size)*sizeof(Node), 0)));
    for (i = 0; i < ((int)((size))); i++) {
      Node *n = (&(t)->node[i]);
      ((n)->u.next) = 0;
      (((n)->u.key_tt) = 0);
      (((&(n)->i_val))->tt_=(((0) | ((1) << 4))));
    }
    t->lsizenode = ((lu_byte)((lsize)));
    t->lastfree = (&(t)->node[size]);
  }
}





static void reinsert (lua_State *L, Table *ot, Table *t) {
  int j;
  int size = ((1<<((ot)->lsizenode)));
  for (j = 0; j < size; j++) {
    Node *old = (&(ot)->node[j]);
    if (!((((((((&(old)->i_val)))->tt_)) & 0x0F)) == (0))) {


      TValue k;
      { TValue *io_=(&k); const Node *n_=(old); io_->value_ = n_->u.key_val; io_->tt_ = n_->u.key_tt; ((void)L, ((!(((io_)->tt_) & (1 << 6)) || ((((((io_)->tt_)) & 0x3F) == (((void)0), (((io_)->value_).gc))->tt) && (L == 
# 517 "../lua/ltable.c" 3 4
     ((void *)0) 
# 517 "../lua/ltable.c"
     || !((((((void)0), (((io_)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
      luaH_set(L, t, &k, (&(old)->i_val));
    }
  }
}





static void exchangehashpart (Table *t1, Table *t2) {
  lu_byte lsizenode = t1->lsizenode;
  Node *node = t1->node;
  Node *lastfree = t1->lastfree;
  t1->lsizenode = t2->lsizenode;
  t1->node = t2->node;
  t1->lastfree = t2->lastfree;
  t2->lsizenode = lsizenode;
  t2->node = node;
  t2->lastfree = lastfree;
}
# 553 "../lua/ltable.c"
void luaH_resize (lua_State *L, Table *t, unsigned int newasize,
                                          unsigned int nhsize) {
  unsigned int i;
  Table newt;
  unsigned int oldasize = setlimittosize(t);
  TValue *newarray;

  setnodevector(L, &newt, nhsize);
  if (newasize < oldasize) {
    t->alimit = newasize;
    exchangehashpart(t, &newt);

    for (i = newasize; i < oldasize; i++) {
      if (!(((((((&t->array[i]))->tt_)) & 0x0F)) == (0)))
        luaH_setint(L, t, i + 1, &t->array[i]);
    }
    t->alimit = oldasize;
    exchangehashpart(t, &newt);
  }

  newarray = (((TValue *)(luaM_realloc_(L, t->array, ((size_t)((oldasize))) * sizeof(TValue), ((size_t)((newasize))) * sizeof(TValue)))));
  if ((__builtin_expect(((newarray == 
# 574 "../lua/ltable.c" 3 4
     ((void *)0) 
# 574 "../lua/ltable.c"
     && newasize > 0) != 0), 0))) {
    freehash(L, &newt);
    luaD_throw(L, 4);
  }

  exchangehashpart(t, &newt);
  t->array = newarray;
  t->alimit = newasize;
  for (i = oldasize; i < newasize; i++)
     ((&t->array[i])->tt_=(((0) | ((1) << 4))));

  reinsert(L, &newt, t);
  freehash(L, &newt);
}


void luaH_resizearray (lua_State *L, Table *t, unsigned int nasize) {
  int nsize = (((t)->lastfree == 
# 591 "../lua/ltable.c" 3 4
             ((void *)0)
# 591 "../lua/ltable.c"
             ) ? 0 : ((1<<((t)->lsizenode))));
  luaH_resize(L, t, nasize, nsize);
}




static void rehash (lua_State *L, Table *t, const TValue *ek) {
  unsigned int asize;
  unsigned int na;
  unsigned int nums[((int)((sizeof(int) * 8 - 1))) + 1];
  int i;
  int totaluse;
  for (i = 0; i <= ((int)((sizeof(int) * 8 - 1))); i++) nums[i] = 0;
  setlimittosize(t);
  na = numusearray(t, nums);
  totaluse = na;
  totaluse += numusehash(t, nums, &na);

  if (((((ek))->tt_) == (((3) | ((0) << 4)))))
    na += countint((((void)0), (((ek)->value_).i)), nums);
  totaluse++;

  asize = computesizes(nums, &na);

  luaH_resize(L, t, asize, totaluse - na);
}
# 626 "../lua/ltable.c"
Table *luaH_new (lua_State *L) {
  GCObject *o = luaC_newobj(L, ((5) | ((0) << 4)), sizeof(Table));
  Table *t = (((void)0), (&((((union GCUnion *)((o))))->h)));
  t->metatable = 
# 629 "../lua/ltable.c" 3 4
                ((void *)0)
# 629 "../lua/ltable.c"
                    ;
  t->flags = ((lu_byte)(((~(~0u << (TM_EQ + 1))))));
  t->array = 
# 631 "../lua/ltable.c" 3 4
            ((void *)0)
# 631 "../lua/ltable.c"
                ;
  t->alimit = 0;
  setnodevector(L, t, 0);
  return t;
}


void luaH_free (lua_State *L, Table *t) {
  freehash(L, t);
  luaM_free_(L, (t->array), (luaH_realasize(t))*sizeof(*(t->array)));
  luaM_free_(L, (t), sizeof(*(t)));
}


static Node *getfreepos (Table *t) {
  if (!((t)->lastfree == 
# 646 "../lua/ltable.c" 3 4
      ((void *)0)
# 646 "../lua/ltable.c"
      )) {
    while (t->lastfree > t->node) {
      t->lastfree--;
      if ((((t->lastfree)->u.key_tt) == 0))
        return t->lastfree;
    }
  }
  return 
# 653 "../lua/ltable.c" 3 4
        ((void *)0)
# 653 "../lua/ltable.c"
            ;
}
# 665 "../lua/ltable.c"
void luaH_newkey (lua_State *L, Table *t, const TValue *key, TValue *value) {
  Node *mp;
  TValue aux;
  if ((__builtin_expect((((((((((key))->tt_)) & 0x0F)) == (0))) != 0), 0)))
    luaG_runerror(L, "table index is nil");
  else if (((((key))->tt_) == (((3) | ((1) << 4))))) {
    lua_Number f = (((void)0), (((key)->value_).n));
    lua_Integer k;
    if (luaV_flttointeger(f, &k, F2Ieq)) {
      { TValue *io=(&aux); ((io)->value_).i=(k); ((io)->tt_=(((3) | ((0) << 4)))); };
      key = &aux;
    }
    else if ((__builtin_expect((((!(((f))==((f))))) != 0), 0)))
      luaG_runerror(L, "table index is NaN");
  }
  if ((((((((value))->tt_)) & 0x0F)) == (0)))
    return;
  mp = mainpositionTV(t, key);
  if (!((((((((&(mp)->i_val)))->tt_)) & 0x0F)) == (0)) || ((t)->lastfree == 
# 683 "../lua/ltable.c" 3 4
                           ((void *)0)
# 683 "../lua/ltable.c"
                           )) {
    Node *othern;
    Node *f = getfreepos(t);
    if (f == 
# 686 "../lua/ltable.c" 3 4
            ((void *)0)
# 686 "../lua/ltable.c"
                ) {
      rehash(L, t, key);

      luaH_set(L, t, key, value);
      return;
    }
    ((void)0);
    othern = mainpositionfromnode(t, mp);
    if (othern != mp) {

      while (othern + ((othern)->u.next) != mp)
        othern += ((othern)->u.next);
      ((othern)->u.next) = ((int)((f - othern)));
      *f = *mp;
      if (((mp)->u.next) != 0) {
        ((f)->u.next) += ((int)((mp - f)));
        ((mp)->u.next) = 0;
      }
      (((&(mp)->i_val))->tt_=(((0) | ((1) << 4))));
    }
    else {

      if (((mp)->u.next) != 0)
        ((f)->u.next) = ((int)(((mp + ((mp)->u.next)) - f)));
      else ((void)0);
      ((mp)->u.next) = ((int)((f - mp)));
      mp = f;
    }
  }
  { Node *n_=(mp); const TValue *io_=(key); n_->u.key_val = io_->value_; n_->u.key_tt = io_->tt_; ((void)L, ((!(((io_)->tt_) & (1 << 6)) || ((((((io_)->tt_)) & 0x3F) == (((void)0), (((io_)->value_).gc))->tt) && (L == 
# 715 "../lua/ltable.c" 3 4
 ((void *)0) 
# 715 "../lua/ltable.c"
 || !((((((void)0), (((io_)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
  ( (((key)->tt_) & (1 << 6)) ? ( (((((((void)0), (&(((union GCUnion *)((t)))->gc))))->marked) & ((1<<(5)))) && ((((((void)0), (((key)->value_).gc)))->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrierback_(L,(((void)0), (&(((union GCUnion *)((t)))->gc)))) : ((void)((0)))) : ((void)((0))));
  ((void)0);
  { TValue *io1=((&(mp)->i_val)); const TValue *io2=(value); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 718 "../lua/ltable.c" 3 4
 ((void *)0) 
# 718 "../lua/ltable.c"
 || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
}
# 730 "../lua/ltable.c"
const TValue *luaH_getint (Table *t, lua_Integer key) {
  if (((lua_Unsigned)(key)) - 1u < t->alimit)
    return &t->array[key - 1];
  else if (!((!((t)->flags & (1 << 7))) || ((((t)->alimit) & (((t)->alimit) - 1)) == 0)) &&
           (((lua_Unsigned)(key)) == t->alimit + 1 ||
            ((lua_Unsigned)(key)) - 1u < luaH_realasize(t))) {
    t->alimit = ((unsigned int)((key)));
    return &t->array[key - 1];
  }
  else {
    Node *n = hashint(t, key);
    for (;;) {
      if ((((n)->u.key_tt) == ((3) | ((0) << 4))) && (((n)->u.key_val).i) == key)
        return (&(n)->i_val);
      else {
        int nx = ((n)->u.next);
        if (nx == 0) break;
        n += nx;
      }
    }
    return &absentkey;
  }
}





const TValue *luaH_getshortstr (Table *t, TString *key) {
  Node *n = ((&(t)->node[((((void)0), ((((int)(((((key)->hash)) & ((((1<<((t)->lsizenode))))-1))))))))]));
  ((void)0);
  for (;;) {
    if ((((n)->u.key_tt) == ((((4) | ((0) << 4))) | (1 << 6))) && (((void)0), ((((((void)0), (&((((union GCUnion *)((((n)->u.key_val).gc))))->ts))))) == (key))))
      return (&(n)->i_val);
    else {
      int nx = ((n)->u.next);
      if (nx == 0)
        return &absentkey;
      n += nx;
    }
  }
}


const TValue *luaH_getstr (Table *t, TString *key) {
  if (key->tt == ((4) | ((0) << 4)))
    return luaH_getshortstr(t, key);
  else {
    TValue ko;
    { TValue *io = (&ko); TString *x_ = (key); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((x_->tt) | (1 << 6)))); ((void)((lua_State *)(
# 779 "../lua/ltable.c" 3 4
   ((void *)0)
# 779 "../lua/ltable.c"
   )), ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (((lua_State *)(
# 779 "../lua/ltable.c" 3 4
   ((void *)0)
# 779 "../lua/ltable.c"
   )) == 
# 779 "../lua/ltable.c" 3 4
   ((void *)0) 
# 779 "../lua/ltable.c"
   || !((((((void)0), (((io)->value_).gc)))->marked) & ((((((lua_State *)(
# 779 "../lua/ltable.c" 3 4
   ((void *)0)
# 779 "../lua/ltable.c"
   ))->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
    return getgeneric(t, &ko, 0);
  }
}





const TValue *luaH_get (Table *t, const TValue *key) {
  switch (((((key)->tt_)) & 0x3F)) {
    case ((4) | ((0) << 4)): return luaH_getshortstr(t, (((void)0), ((((void)0), (&((((union GCUnion *)((((key)->value_).gc))))->ts))))));
    case ((3) | ((0) << 4)): return luaH_getint(t, (((void)0), (((key)->value_).i)));
    case ((0) | ((0) << 4)): return &absentkey;
    case ((3) | ((1) << 4)): {
      lua_Integer k;
      if (luaV_flttointeger((((void)0), (((key)->value_).n)), &k, F2Ieq))
        return luaH_getint(t, k);

    }
    default:
      return getgeneric(t, key, 0);
  }
}
# 811 "../lua/ltable.c"
void luaH_finishset (lua_State *L, Table *t, const TValue *key,
                                   const TValue *slot, TValue *value) {
  if (((((slot))->tt_) == (((0) | ((2) << 4)))))
    luaH_newkey(L, t, key, value);
  else
    { TValue *io1=(((TValue *)(slot))); const TValue *io2=(value); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 816 "../lua/ltable.c" 3 4
   ((void *)0) 
# 816 "../lua/ltable.c"
   || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
}






void luaH_set (lua_State *L, Table *t, const TValue *key, TValue *value) {
  const TValue *slot = luaH_get(t, key);
  luaH_finishset(L, t, key, slot, value);
}


void luaH_setint (lua_State *L, Table *t, lua_Integer key, TValue *value) {
  const TValue *p = luaH_getint(t, key);
  if (((((p))->tt_) == (((0) | ((2) << 4))))) {
    TValue k;
    { TValue *io=(&k); ((io)->value_).i=(key); ((io)->tt_=(((3) | ((0) << 4)))); };
    luaH_newkey(L, t, &k, value);
  }
  else
    { TValue *io1=(((TValue *)(p))); const TValue *io2=(value); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 838 "../lua/ltable.c" 3 4
   ((void *)0) 
# 838 "../lua/ltable.c"
   || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
}
# 855 "../lua/ltable.c"
static lua_Unsigned hash_search (Table *t, lua_Unsigned j) {
  lua_Unsigned i;
  if (j == 0) j++;
  do {
    i = j;
    if (j <= ((lua_Unsigned)(0x7fffffffffffffffLL)) / 2)
      j *= 2;
    else {
      j = 0x7fffffffffffffffLL;
      if ((((((((luaH_getint(t, j)))->tt_)) & 0x0F)) == (0)))
        break;
      else
        return j;
    }
  } while (!(((((((luaH_getint(t, j)))->tt_)) & 0x0F)) == (0)));

  while (j - i > 1u) {
    lua_Unsigned m = (i + j) / 2;
    if ((((((((luaH_getint(t, m)))->tt_)) & 0x0F)) == (0))) j = m;
    else i = m;
  }
  return i;
}


static unsigned int binsearch (const TValue *array, unsigned int i,
                                                    unsigned int j) {
  while (j - i > 1u) {
    unsigned int m = (i + j) / 2;
    if ((((((((&array[m - 1]))->tt_)) & 0x0F)) == (0))) j = m;
    else i = m;
  }
  return i;
}
# 923 "../lua/ltable.c"
lua_Unsigned luaH_getn (Table *t) {
  unsigned int limit = t->alimit;
  if (limit > 0 && (((((((&t->array[limit - 1]))->tt_)) & 0x0F)) == (0))) {

    if (limit >= 2 && !(((((((&t->array[limit - 2]))->tt_)) & 0x0F)) == (0))) {

      if (ispow2realasize(t) && !(((limit - 1) & ((limit - 1) - 1)) == 0)) {
        t->alimit = limit - 1;
        ((t)->flags |= (1 << 7));
      }
      return limit - 1;
    }
    else {
      unsigned int boundary = binsearch(t->array, 0, limit);

      if (ispow2realasize(t) && boundary > luaH_realasize(t) / 2) {
        t->alimit = boundary;
        ((t)->flags |= (1 << 7));
      }
      return boundary;
    }
  }

  if (!((!((t)->flags & (1 << 7))) || ((((t)->alimit) & (((t)->alimit) - 1)) == 0))) {

    if ((((((((&t->array[limit]))->tt_)) & 0x0F)) == (0)))
      return limit;

    limit = luaH_realasize(t);
    if ((((((((&t->array[limit - 1]))->tt_)) & 0x0F)) == (0))) {


      unsigned int boundary = binsearch(t->array, t->alimit, limit);
      t->alimit = boundary;
      return boundary;
    }

  }

  ((void)0)
                                                            ;
  if (((t)->lastfree == 
# 964 "../lua/ltable.c" 3 4
     ((void *)0)
# 964 "../lua/ltable.c"
     ) || (((((((luaH_getint(t, ((lua_Integer)(limit + 1)))))->tt_)) & 0x0F)) == (0)))
    return limit;
  else
    return hash_search(t, limit);
}
# 91 "../lua/onelua.c" 2
# 1 "../lua/ldo.c" 1
# 84 "../lua/ldo.c"
struct lua_longjmp {
  struct lua_longjmp *previous;
  jmp_buf b;
  volatile int status;
};


void luaD_seterrorobj (lua_State *L, int errcode, StkId oldtop) {
  switch (errcode) {
    case 4: {
      { TValue *io = ((&(oldtop)->val)); TString *x_ = ((L->l_G)->memerrmsg); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((x_->tt) | (1 << 6)))); ((void)L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (L == 
# 94 "../lua/ldo.c" 3 4
     ((void *)0) 
# 94 "../lua/ldo.c"
     || !((((((void)0), (((io)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
      break;
    }
    case 5: {
      { TValue *io = ((&(oldtop)->val)); TString *x_ = ((luaS_newlstr(L, "" "error in error handling", (sizeof("error in error handling")/sizeof(char))-1))); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((x_->tt) | (1 << 6)))); ((void)L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (L == 
# 98 "../lua/ldo.c" 3 4
     ((void *)0) 
# 98 "../lua/ldo.c"
     || !((((((void)0), (((io)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
      break;
    }
    case 0: {
      (((&(oldtop)->val))->tt_=(((0) | ((0) << 4))));
      break;
    }
    default: {
      ((void)0);
      { TValue *io1=((&(oldtop)->val)); const TValue *io2=((&(L->top.p - 1)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 107 "../lua/ldo.c" 3 4
     ((void *)0) 
# 107 "../lua/ldo.c"
     || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
      break;
    }
  }
  L->top.p = oldtop + 1;
}


void __attribute__((noreturn)) luaD_throw (lua_State *L, int errcode) {
  if (L->errorJmp) {
    L->errorJmp->status = errcode;
    longjmp((L->errorJmp)->b, 1);
  }
  else {
    global_State *g = (L->l_G);
    errcode = luaE_resetthread(L, errcode);
    if (g->mainthread->errorJmp) {
      { TValue *io1=((&(g->mainthread->top.p++)->val)); const TValue *io2=((&(L->top.p - 1)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 124 "../lua/ldo.c" 3 4
     ((void *)0) 
# 124 "../lua/ldo.c"
     || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
      luaD_throw(g->mainthread, errcode);
    }
    else {
      if (g->panic) {
        ((void) 0);
        g->panic(L);
      }
      abort();
    }
  }
}


int luaD_rawrunprotected (lua_State *L, Pfunc f, void *ud) {
  l_uint32 oldnCcalls = L->nCcalls;
  struct lua_longjmp lj;
  lj.status = 0;
  lj.previous = L->errorJmp;
  L->errorJmp = &lj;
  if (
# 144 "../lua/ldo.c" 3 4
 _setjmp (
# 144 "../lua/ldo.c"
 (&lj)->b
# 144 "../lua/ldo.c" 3 4
 ) 
# 144 "../lua/ldo.c"
 == 0) { (*f)(L, ud); }

   ;
  L->errorJmp = lj.previous;
  L->nCcalls = oldnCcalls;
  return lj.status;
}
# 165 "../lua/ldo.c"
static void relstack (lua_State *L) {
  CallInfo *ci;
  UpVal *up;
  L->top.offset = (((char *)((L->top.p))) - ((char *)((L->stack.p))));
  L->tbclist.offset = (((char *)((L->tbclist.p))) - ((char *)((L->stack.p))));
  for (up = L->openupval; up != 
# 170 "../lua/ldo.c" 3 4
                               ((void *)0)
# 170 "../lua/ldo.c"
                                   ; up = up->u.open.next)
    up->v.offset = (((char *)(((((void)0), (((StkId)((up)->v.p))))))) - ((char *)((L->stack.p))));
  for (ci = L->ci; ci != 
# 172 "../lua/ldo.c" 3 4
                        ((void *)0)
# 172 "../lua/ldo.c"
                            ; ci = ci->previous) {
    ci->top.offset = (((char *)((ci->top.p))) - ((char *)((L->stack.p))));
    ci->func.offset = (((char *)((ci->func.p))) - ((char *)((L->stack.p))));
  }
}





static void correctstack (lua_State *L) {
  CallInfo *ci;
  UpVal *up;
  L->top.p = ((StkId)(((char *)((L->stack.p))) + (L->top.offset)));
  L->tbclist.p = ((StkId)(((char *)((L->stack.p))) + (L->tbclist.offset)));
  for (up = L->openupval; up != 
# 187 "../lua/ldo.c" 3 4
                               ((void *)0)
# 187 "../lua/ldo.c"
                                   ; up = up->u.open.next)
    up->v.p = (&(((StkId)(((char *)((L->stack.p))) + (up->v.offset))))->val);
  for (ci = L->ci; ci != 
# 189 "../lua/ldo.c" 3 4
                        ((void *)0)
# 189 "../lua/ldo.c"
                            ; ci = ci->previous) {
    ci->top.p = ((StkId)(((char *)((L->stack.p))) + (ci->top.offset)));
    ci->func.p = ((StkId)(((char *)((L->stack.p))) + (ci->func.offset)));
    if ((!((ci)->callstatus & (1<<1))))
      ci->u.l.trap = 1;
  }
}
# 212 "../lua/ldo.c"
int luaD_reallocstack (lua_State *L, int newsize, int raiseerror) {
  int oldsize = ((int)(((L)->stack_last.p - (L)->stack.p)));
  int i;
  StkId newstack;
  int oldgcstop = (L->l_G)->gcstopem;
  ((void)0);
  relstack(L);
  (L->l_G)->gcstopem = 1;
  newstack = (((StackValue *)(luaM_realloc_(L, L->stack.p, ((size_t)((oldsize + 5))) * sizeof(StackValue), ((size_t)((newsize + 5))) * sizeof(StackValue)))))
                                                                     ;
  (L->l_G)->gcstopem = oldgcstop;
  if ((__builtin_expect(((newstack == 
# 223 "../lua/ldo.c" 3 4
     ((void *)0)
# 223 "../lua/ldo.c"
     ) != 0), 0))) {
    correctstack(L);
    if (raiseerror)
      luaD_throw(L, 4);
    else return 0;
  }
  L->stack.p = newstack;
  correctstack(L);
  L->stack_last.p = L->stack.p + newsize;
  for (i = oldsize + 5; i < newsize + 5; i++)
    (((&(newstack + i)->val))->tt_=(((0) | ((0) << 4))));
  return 1;
}






int luaD_growstack (lua_State *L, int n, int raiseerror) {
  int size = ((int)(((L)->stack_last.p - (L)->stack.p)));
  if ((__builtin_expect(((size > 1000000) != 0), 0))) {



    ((void)0);
    if (raiseerror)
      luaD_throw(L, 5);
    return 0;
  }
  else if (n < 1000000) {
    int newsize = 2 * size;
    int needed = ((int)((L->top.p - L->stack.p))) + n;
    if (newsize > 1000000)
      newsize = 1000000;
    if (newsize < needed)
      newsize = needed;
    if ((__builtin_expect(((newsize <= 1000000) != 0), 1)))
      return luaD_reallocstack(L, newsize, raiseerror);
  }


  luaD_reallocstack(L, (1000000 + 200), raiseerror);
  if (raiseerror)
    luaG_runerror(L, "stack overflow");
  return 0;
}






static int stackinuse (lua_State *L) {
  CallInfo *ci;
  int res;
  StkId lim = L->top.p;
  for (ci = L->ci; ci != 
# 280 "../lua/ldo.c" 3 4
                        ((void *)0)
# 280 "../lua/ldo.c"
                            ; ci = ci->previous) {
    if (lim < ci->top.p) lim = ci->top.p;
  }
  ((void)0);
  res = ((int)((lim - L->stack.p))) + 1;
  if (res < 20)
    res = 20;
  return res;
}
# 300 "../lua/ldo.c"
void luaD_shrinkstack (lua_State *L) {
  int inuse = stackinuse(L);
  int max = (inuse > 1000000 / 3) ? 1000000 : inuse * 3;


  if (inuse <= 1000000 && ((int)(((L)->stack_last.p - (L)->stack.p))) > max) {
    int nsize = (inuse > 1000000 / 2) ? 1000000 : inuse * 2;
    luaD_reallocstack(L, nsize, 0);
  }
  else
    ((void)0);
  luaE_shrinkCI(L);
}


void luaD_inctop (lua_State *L) {
  if ((__builtin_expect(((L->stack_last.p - L->top.p <= (1)) != 0), 0))) { (void)0; luaD_growstack(L, 1, 1); (void)0; } else { ((void)0); };
  L->top.p++;
}
# 328 "../lua/ldo.c"
void luaD_hook (lua_State *L, int event, int line,
                              int ftransfer, int ntransfer) {
  lua_Hook hook = L->hook;
  if (hook && L->allowhook) {
    int mask = (1<<3);
    CallInfo *ci = L->ci;
    ptrdiff_t top = (((char *)((L->top.p))) - ((char *)((L->stack.p))));
    ptrdiff_t ci_top = (((char *)((ci->top.p))) - ((char *)((L->stack.p))));
    lua_Debug ar;
    ar.event = event;
    ar.currentline = line;
    ar.i_ci = ci;
    if (ntransfer != 0) {
      mask |= (1<<8);
      ci->u2.transferinfo.ftransfer = ftransfer;
      ci->u2.transferinfo.ntransfer = ntransfer;
    }
    if ((!((ci)->callstatus & (1<<1))) && L->top.p < ci->top.p)
      L->top.p = ci->top.p;
    if ((__builtin_expect(((L->stack_last.p - L->top.p <= (20)) != 0), 0))) { (void)0; luaD_growstack(L, 20, 1); (void)0; } else { ((void)0); };
    if (ci->top.p < L->top.p + 20)
      ci->top.p = L->top.p + 20;
    L->allowhook = 0;
    ci->callstatus |= mask;
    ((void) 0);
    (*hook)(L, &ar);
    ((void) 0);
    ((void)0);
    L->allowhook = 1;
    ci->top.p = ((StkId)(((char *)((L->stack.p))) + (ci_top)));
    L->top.p = ((StkId)(((char *)((L->stack.p))) + (top)));
    ci->callstatus &= ~mask;
  }
}







void luaD_hookcall (lua_State *L, CallInfo *ci) {
  L->oldpc = 0;
  if (L->hookmask & (1 << 0)) {
    int event = (ci->callstatus & (1<<5)) ? 4
                                             : 0;
    Proto *p = ((((void)0), ((((void)0), (&((((union GCUnion *)(((((&((ci)->func.p)->val))->value_).gc))))->cl.l))))))->p;
    ci->u.l.savedpc++;
    luaD_hook(L, event, -1, 1, p->numparams);
    ci->u.l.savedpc--;
  }
}







static void rethook (lua_State *L, CallInfo *ci, int nres) {
  if (L->hookmask & (1 << 1)) {
    StkId firstres = L->top.p - nres;
    int delta = 0;
    int ftransfer;
    if ((!((ci)->callstatus & (1<<1)))) {
      Proto *p = ((((void)0), ((((void)0), (&((((union GCUnion *)(((((&((ci)->func.p)->val))->value_).gc))))->cl.l))))))->p;
      if (p->is_vararg)
        delta = ci->u.l.nextraargs + p->numparams + 1;
    }
    ci->func.p += delta;
    ftransfer = ((unsigned short)(firstres - ci->func.p));
    luaD_hook(L, 1, -1, ftransfer, nres);
    ci->func.p -= delta;
  }
  if ((!((ci = ci->previous)->callstatus & (1<<1))))
    L->oldpc = (((int)(((ci->u.l.savedpc) - (((((void)0), ((((void)0), (&((((union GCUnion *)(((((&((ci)->func.p)->val))->value_).gc))))->cl.l))))))->p)->code))) - 1);
}







StkId luaD_tryfuncTM (lua_State *L, StkId func) {
  const TValue *tm;
  StkId p;
  if ((__builtin_expect(((L->stack_last.p - L->top.p <= (1)) != 0), 0))) { ptrdiff_t t__ = (((char *)((func))) - ((char *)((L->stack.p)))); { if ((L->l_G)->GCdebt > 0) { (void)0; luaC_step(L); (void)0;}; ((void)0); }; luaD_growstack(L, 1, 1); func = ((StkId)(((char *)((L->stack.p))) + (t__))); } else { ((void)0); };
  tm = luaT_gettmbyobj(L, (&(func)->val), TM_CALL);
  if ((__builtin_expect((((((((((tm))->tt_)) & 0x0F)) == (0))) != 0), 0)))
    luaG_callerror(L, (&(func)->val));
  for (p = L->top.p; p > func; p--)
    { TValue *io1=((&(p)->val)); const TValue *io2=((&(p-1)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 420 "../lua/ldo.c" 3 4
   ((void *)0) 
# 420 "../lua/ldo.c"
   || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
  L->top.p++;
  { TValue *io1=((&(func)->val)); const TValue *io2=(tm); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 422 "../lua/ldo.c" 3 4
 ((void *)0) 
# 422 "../lua/ldo.c"
 || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
  return func;
}
# 433 "../lua/ldo.c"
static inline void moveresults (lua_State *L, StkId res, int nres, int wanted) {
  StkId firstresult;
  int i;
  switch (wanted) {
    case 0:
      L->top.p = res;
      return;
    case 1:
      if (nres == 0)
        (((&(res)->val))->tt_=(((0) | ((0) << 4))));
      else
        { TValue *io1=((&(res)->val)); const TValue *io2=((&(L->top.p - nres)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 444 "../lua/ldo.c" 3 4
       ((void *)0) 
# 444 "../lua/ldo.c"
       || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
      L->top.p = res + 1;
      return;
    case (-1):
      wanted = nres;
      break;
    default:
      if (((wanted) < (-1))) {
        L->ci->callstatus |= (1<<9);
        L->ci->u2.nres = nres;
        res = luaF_close(L, res, (-1), 1);
        L->ci->callstatus &= ~(1<<9);
        if (L->hookmask) {
          ptrdiff_t savedres = (((char *)((res))) - ((char *)((L->stack.p))));
          rethook(L, L->ci, nres);
          res = ((StkId)(((char *)((L->stack.p))) + (savedres)));
        }
        wanted = (-(wanted) - 3);
        if (wanted == (-1))
          wanted = nres;
      }
      break;
  }

  firstresult = L->top.p - nres;
  if (nres > wanted)
    nres = wanted;
  for (i = 0; i < nres; i++)
    { TValue *io1=((&(res + i)->val)); const TValue *io2=((&(firstresult + i)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 472 "../lua/ldo.c" 3 4
   ((void *)0) 
# 472 "../lua/ldo.c"
   || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
  for (; i < wanted; i++)
    (((&(res + i)->val))->tt_=(((0) | ((0) << 4))));
  L->top.p = res + wanted;
}
# 485 "../lua/ldo.c"
void luaD_poscall (lua_State *L, CallInfo *ci, int nres) {
  int wanted = ci->nresults;
  if ((__builtin_expect(((L->hookmask && !((wanted) < (-1))) != 0), 0)))
    rethook(L, ci, nres);

  moveresults(L, ci->func.p, nres, wanted);

  ((void)0)
                                                                          ;
  L->ci = ci->previous;
}






static inline CallInfo *prepCallInfo (lua_State *L, StkId func, int nret,
                                                int mask, StkId top) {
  CallInfo *ci = L->ci = (L->ci->next ? L->ci->next : luaE_extendCI(L));
  ci->func.p = func;
  ci->nresults = nret;
  ci->callstatus = mask;
  ci->top.p = top;
  return ci;
}





static inline int precallC (lua_State *L, StkId func, int nresults,
                                            lua_CFunction f) {
  int n;
  CallInfo *ci;
  if ((__builtin_expect(((L->stack_last.p - L->top.p <= (20)) != 0), 0))) { ptrdiff_t t__ = (((char *)((func))) - ((char *)((L->stack.p)))); { if ((L->l_G)->GCdebt > 0) { (void)0; luaC_step(L); (void)0;}; ((void)0); }; luaD_growstack(L, 20, 1); func = ((StkId)(((char *)((L->stack.p))) + (t__))); } else { ((void)0); };
  L->ci = ci = prepCallInfo(L, func, nresults, (1<<1),
                               L->top.p + 20);
  ((void)0);
  if ((__builtin_expect(((L->hookmask & (1 << 0)) != 0), 0))) {
    int narg = ((int)((L->top.p - func))) - 1;
    luaD_hook(L, 0, -1, 1, narg);
  }
  ((void) 0);
  n = (*f)(L);
  ((void) 0);
  ((void)L, ((void)0));
  luaD_poscall(L, ci, n);
  return n;
}
# 543 "../lua/ldo.c"
int luaD_pretailcall (lua_State *L, CallInfo *ci, StkId func,
                                    int narg1, int delta) {
 retry:
  switch ((((((&(func)->val))->tt_)) & 0x3F)) {
    case ((6) | ((2) << 4)):
      return precallC(L, func, (-1), (((void)0), ((((void)0), (&((((union GCUnion *)(((((&(func)->val))->value_).gc))))->cl.c)))))->f);
    case ((6) | ((1) << 4)):
      return precallC(L, func, (-1), (((void)0), ((((&(func)->val))->value_).f)));
    case ((6) | ((0) << 4)): {
      Proto *p = (((void)0), ((((void)0), (&((((union GCUnion *)(((((&(func)->val))->value_).gc))))->cl.l)))))->p;
      int fsize = p->maxstacksize;
      int nfixparams = p->numparams;
      int i;
      if ((__builtin_expect(((L->stack_last.p - L->top.p <= (fsize - delta)) != 0), 0))) { ptrdiff_t t__ = (((char *)((func))) - ((char *)((L->stack.p)))); { if ((L->l_G)->GCdebt > 0) { (void)0; luaC_step(L); (void)0;}; ((void)0); }; luaD_growstack(L, fsize - delta, 1); func = ((StkId)(((char *)((L->stack.p))) + (t__))); } else { ((void)0); };
      ci->func.p -= delta;
      for (i = 0; i < narg1; i++)
        { TValue *io1=((&(ci->func.p + i)->val)); const TValue *io2=((&(func + i)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 559 "../lua/ldo.c" 3 4
       ((void *)0) 
# 559 "../lua/ldo.c"
       || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
      func = ci->func.p;
      for (; narg1 <= nfixparams; narg1++)
        (((&(func + narg1)->val))->tt_=(((0) | ((0) << 4))));
      ci->top.p = func + 1 + fsize;
      ((void)0);
      ci->u.l.savedpc = p->code;
      ci->callstatus |= (1<<5);
      L->top.p = func + narg1;
      return -1;
    }
    default: {
      func = luaD_tryfuncTM(L, func);

      narg1++;
      goto retry;
    }
  }
}
# 588 "../lua/ldo.c"
CallInfo *luaD_precall (lua_State *L, StkId func, int nresults) {
 retry:
  switch ((((((&(func)->val))->tt_)) & 0x3F)) {
    case ((6) | ((2) << 4)):
      precallC(L, func, nresults, (((void)0), ((((void)0), (&((((union GCUnion *)(((((&(func)->val))->value_).gc))))->cl.c)))))->f);
      return 
# 593 "../lua/ldo.c" 3 4
            ((void *)0)
# 593 "../lua/ldo.c"
                ;
    case ((6) | ((1) << 4)):
      precallC(L, func, nresults, (((void)0), ((((&(func)->val))->value_).f)));
      return 
# 596 "../lua/ldo.c" 3 4
            ((void *)0)
# 596 "../lua/ldo.c"
                ;
    case ((6) | ((0) << 4)): {
      CallInfo *ci;
      Proto *p = (((void)0), ((((void)0), (&((((union GCUnion *)(((((&(func)->val))->value_).gc))))->cl.l)))))->p;
      int narg = ((int)((L->top.p - func))) - 1;
      int nfixparams = p->numparams;
      int fsize = p->maxstacksize;
      if ((__builtin_expect(((L->stack_last.p - L->top.p <= (fsize)) != 0), 0))) { ptrdiff_t t__ = (((char *)((func))) - ((char *)((L->stack.p)))); { if ((L->l_G)->GCdebt > 0) { (void)0; luaC_step(L); (void)0;}; ((void)0); }; luaD_growstack(L, fsize, 1); func = ((StkId)(((char *)((L->stack.p))) + (t__))); } else { ((void)0); };
      L->ci = ci = prepCallInfo(L, func, nresults, 0, func + 1 + fsize);
      ci->u.l.savedpc = p->code;
      for (; narg < nfixparams; narg++)
        (((&(L->top.p++)->val))->tt_=(((0) | ((0) << 4))));
      ((void)0);
      return ci;
    }
    default: {
      func = luaD_tryfuncTM(L, func);

      goto retry;
    }
  }
}
# 628 "../lua/ldo.c"
static inline void ccall (lua_State *L, StkId func, int nResults, l_uint32 inc) {
  CallInfo *ci;
  L->nCcalls += inc;
  if ((__builtin_expect(((((L)->nCcalls & 0xffff) >= 200) != 0), 0))) {
    if ((__builtin_expect(((L->stack_last.p - L->top.p <= (0)) != 0), 0))) { ptrdiff_t t__ = (((char *)((func))) - ((char *)((L->stack.p)))); luaD_growstack(L, 0, 1); func = ((StkId)(((char *)((L->stack.p))) + (t__))); } else { ((void)0); };
    luaE_checkcstack(L);
  }
  if ((ci = luaD_precall(L, func, nResults)) != 
# 635 "../lua/ldo.c" 3 4
                                               ((void *)0)
# 635 "../lua/ldo.c"
                                                   ) {
    ci->callstatus = (1<<2);
    luaV_execute(L, ci);
  }
  L->nCcalls -= inc;
}





void luaD_call (lua_State *L, StkId func, int nResults) {
  ccall(L, func, nResults, 1);
}





void luaD_callnoyield (lua_State *L, StkId func, int nResults) {
  ccall(L, func, nResults, (0x10000 | 1));
}
# 675 "../lua/ldo.c"
static int finishpcallk (lua_State *L, CallInfo *ci) {
  int status = (((ci)->callstatus >> 10) & 7);
  if ((__builtin_expect(((status == 0) != 0), 1)))
    status = 1;
  else {
    StkId func = ((StkId)(((char *)((L->stack.p))) + (ci->u2.funcidx)));
    L->allowhook = ((ci->callstatus) & (1<<0));
    func = luaF_close(L, func, status, 1);
    luaD_seterrorobj(L, status, func);
    luaD_shrinkstack(L);
    (((void)0), (((ci)->callstatus = ((ci)->callstatus & ~(7 << 10)) | ((0) << 10))));
  }
  ci->callstatus &= ~(1<<4);
  L->errfunc = ci->u.c.old_errfunc;


  return status;
}
# 708 "../lua/ldo.c"
static void finishCcall (lua_State *L, CallInfo *ci) {
  int n;
  if (ci->callstatus & (1<<9)) {
    ((void)0);
    n = ci->u2.nres;

  }
  else {
    int status = 1;

    ((void)0);
    if (ci->callstatus & (1<<4))
      status = finishpcallk(L, ci);
    { if (((-1)) <= (-1) && L->ci->top.p < L->top.p) L->ci->top.p = L->top.p; };
    ((void) 0);
    n = (*ci->u.c.k)(L, status, ci->u.c.ctx);
    ((void) 0);
    ((void)L, ((void)0));
  }
  luaD_poscall(L, ci, n);
}







static void unroll (lua_State *L, void *ud) {
  CallInfo *ci;
  ((void)(ud));
  while ((ci = L->ci) != &L->base_ci) {
    if (!(!((ci)->callstatus & (1<<1))))
      finishCcall(L, ci);
    else {
      luaV_finishOp(L);
      luaV_execute(L, ci);
    }
  }
}






static CallInfo *findpcall (lua_State *L) {
  CallInfo *ci;
  for (ci = L->ci; ci != 
# 756 "../lua/ldo.c" 3 4
                        ((void *)0)
# 756 "../lua/ldo.c"
                            ; ci = ci->previous) {
    if (ci->callstatus & (1<<4))
      return ci;
  }
  return 
# 760 "../lua/ldo.c" 3 4
        ((void *)0)
# 760 "../lua/ldo.c"
            ;
}







static int resume_error (lua_State *L, const char *msg, int narg) {
  L->top.p -= narg;
  { TValue *io = ((&(L->top.p)->val)); TString *x_ = (luaS_new(L, msg)); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((x_->tt) | (1 << 6)))); ((void)L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (L == 
# 771 "../lua/ldo.c" 3 4
 ((void *)0) 
# 771 "../lua/ldo.c"
 || !((((((void)0), (((io)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
  {L->top.p++; ((void)L, ((void)0));};
  ((void) 0);
  return 2;
}
# 785 "../lua/ldo.c"
static void resume (lua_State *L, void *ud) {
  int n = *(((int*)(ud)));
  StkId firstArg = L->top.p - n;
  CallInfo *ci = L->ci;
  if (L->status == 0)
    ccall(L, firstArg - 1, (-1), 0);
  else {
    ((void)0);
    L->status = 0;
    if ((!((ci)->callstatus & (1<<1)))) {
      L->top.p = firstArg;
      luaV_execute(L, ci);
    }
    else {
      if (ci->u.c.k != 
# 799 "../lua/ldo.c" 3 4
                      ((void *)0)
# 799 "../lua/ldo.c"
                          ) {
        ((void) 0);
        n = (*ci->u.c.k)(L, 1, ci->u.c.ctx);
        ((void) 0);
        ((void)L, ((void)0));
      }
      luaD_poscall(L, ci, n);
    }
    unroll(L, 
# 807 "../lua/ldo.c" 3 4
             ((void *)0)
# 807 "../lua/ldo.c"
                 );
  }
}
# 820 "../lua/ldo.c"
static int precover (lua_State *L, int status) {
  CallInfo *ci;
  while (((status) > 1) && (ci = findpcall(L)) != 
# 822 "../lua/ldo.c" 3 4
                                                      ((void *)0)
# 822 "../lua/ldo.c"
                                                          ) {
    L->ci = ci;
    (((void)0), (((ci)->callstatus = ((ci)->callstatus & ~(7 << 10)) | ((status) << 10))));
    status = luaD_rawrunprotected(L, unroll, 
# 825 "../lua/ldo.c" 3 4
                                            ((void *)0)
# 825 "../lua/ldo.c"
                                                );
  }
  return status;
}


extern int lua_resume (lua_State *L, lua_State *from, int nargs,
                                      int *nresults) {
  int status;
  ((void) 0);
  if (L->status == 0) {
    if (L->ci != &L->base_ci)
      return resume_error(L, "cannot resume non-suspended coroutine", nargs);
    else if (L->top.p - (L->ci->func.p + 1) == nargs)
      return resume_error(L, "cannot resume dead coroutine", nargs);
  }
  else if (L->status != 1)
    return resume_error(L, "cannot resume dead coroutine", nargs);
  L->nCcalls = (from) ? ((from)->nCcalls & 0xffff) : 0;
  if (((L)->nCcalls & 0xffff) >= 200)
    return resume_error(L, "C stack overflow", nargs);
  L->nCcalls++;
  ((void)L);
  ((void)L, ((void)0));
  status = luaD_rawrunprotected(L, resume, &nargs);

  status = precover(L, status);
  if ((__builtin_expect(((!((status) > 1)) != 0), 1)))
    ((void)0);
  else {
    L->status = ((lu_byte)((status)));
    luaD_seterrorobj(L, status, L->top.p);
    L->ci->top.p = L->top.p;
  }
  *nresults = (status == 1) ? L->ci->u2.nyield
                                    : ((int)((L->top.p - (L->ci->func.p + 1))));
  ((void) 0);
  return status;
}


extern int lua_isyieldable (lua_State *L) {
  return (((L)->nCcalls & 0xffff0000) == 0);
}


extern int lua_yieldk (lua_State *L, int nresults, lua_KContext ctx,
                        lua_KFunction k) {
  CallInfo *ci;
  ((void)L);
  ((void) 0);
  ci = L->ci;
  ((void)L, ((void)0));
  if ((__builtin_expect(((!(((L)->nCcalls & 0xffff0000) == 0)) != 0), 0))) {
    if (L != (L->l_G)->mainthread)
      luaG_runerror(L, "attempt to yield across a C-call boundary");
    else
      luaG_runerror(L, "attempt to yield from outside a coroutine");
  }
  L->status = 1;
  ci->u2.nyield = nresults;
  if ((!((ci)->callstatus & (1<<1)))) {
    ((void)0);
    ((void)L, ((void)0));
    ((void)L, ((void)0));
  }
  else {
    if ((ci->u.c.k = k) != 
# 892 "../lua/ldo.c" 3 4
                          ((void *)0)
# 892 "../lua/ldo.c"
                              )
      ci->u.c.ctx = ctx;
    luaD_throw(L, 1);
  }
  ((void)0);
  ((void) 0);
  return 0;
}





struct CloseP {
  StkId level;
  int status;
};





static void closepaux (lua_State *L, void *ud) {
  struct CloseP *pcl = ((struct CloseP *)(ud));
  luaF_close(L, pcl->level, pcl->status, 0);
}






int luaD_closeprotected (lua_State *L, ptrdiff_t level, int status) {
  CallInfo *old_ci = L->ci;
  lu_byte old_allowhooks = L->allowhook;
  for (;;) {
    struct CloseP pcl;
    pcl.level = ((StkId)(((char *)((L->stack.p))) + (level))); pcl.status = status;
    status = luaD_rawrunprotected(L, &closepaux, &pcl);
    if ((__builtin_expect(((status == 0) != 0), 1)))
      return pcl.status;
    else {
      L->ci = old_ci;
      L->allowhook = old_allowhooks;
    }
  }
}







int luaD_pcall (lua_State *L, Pfunc func, void *u,
                ptrdiff_t old_top, ptrdiff_t ef) {
  int status;
  CallInfo *old_ci = L->ci;
  lu_byte old_allowhooks = L->allowhook;
  ptrdiff_t old_errfunc = L->errfunc;
  L->errfunc = ef;
  status = luaD_rawrunprotected(L, func, u);
  if ((__builtin_expect(((status != 0) != 0), 0))) {
    L->ci = old_ci;
    L->allowhook = old_allowhooks;
    status = luaD_closeprotected(L, old_top, status);
    luaD_seterrorobj(L, status, ((StkId)(((char *)((L->stack.p))) + (old_top))));
    luaD_shrinkstack(L);
  }
  L->errfunc = old_errfunc;
  return status;
}






struct SParser {
  ZIO *z;
  Mbuffer buff;
  Dyndata dyd;
  const char *mode;
  const char *name;
};


static void checkmode (lua_State *L, const char *mode, const char *x) {
  if (mode && strchr(mode, x[0]) == 
# 980 "../lua/ldo.c" 3 4
                                   ((void *)0)
# 980 "../lua/ldo.c"
                                       ) {
    luaO_pushfstring(L,
       "attempt to load a %s chunk (mode is '%s')", x, mode);
    luaD_throw(L, 3);
  }
}


static void f_parser (lua_State *L, void *ud) {
  LClosure *cl;
  struct SParser *p = ((struct SParser *)(ud));
  int c = (((p->z)->n--)>0 ? ((unsigned char)((*(p->z)->p++))) : luaZ_fill(p->z));
  if (c == "\x1bLua"[0]) {
    checkmode(L, p->mode, "binary");
    cl = luaU_undump(L, p->z, p->name);
  }
  else {
    checkmode(L, p->mode, "text");
    cl = luaY_parser(L, p->z, &p->buff, &p->dyd, p->name, c);
  }
  ((void)0);
  luaF_initupvals(L, cl);
}


int luaD_protectedparser (lua_State *L, ZIO *z, const char *name,
                                        const char *mode) {
  struct SParser p;
  int status;
  ((L)->nCcalls += 0x10000);
  p.z = z; p.name = name; p.mode = mode;
  p.dyd.actvar.arr = 
# 1011 "../lua/ldo.c" 3 4
                    ((void *)0)
# 1011 "../lua/ldo.c"
                        ; p.dyd.actvar.size = 0;
  p.dyd.gt.arr = 
# 1012 "../lua/ldo.c" 3 4
                ((void *)0)
# 1012 "../lua/ldo.c"
                    ; p.dyd.gt.size = 0;
  p.dyd.label.arr = 
# 1013 "../lua/ldo.c" 3 4
                   ((void *)0)
# 1013 "../lua/ldo.c"
                       ; p.dyd.label.size = 0;
  ((&p.buff)->buffer = 
# 1014 "../lua/ldo.c" 3 4
 ((void *)0)
# 1014 "../lua/ldo.c"
 , (&p.buff)->buffsize = 0);
  status = luaD_pcall(L, f_parser, &p, (((char *)((L->top.p))) - ((char *)((L->stack.p)))), L->errfunc);
  ((&p.buff)->buffer = ((char *)((luaM_saferealloc_(L, ((&p.buff)->buffer), ((&p.buff)->buffsize)*sizeof(char), (0)*sizeof(char))))), (&p.buff)->buffsize = 0);
  luaM_free_(L, (p.dyd.actvar.arr), (p.dyd.actvar.size)*sizeof(*(p.dyd.actvar.arr)));
  luaM_free_(L, (p.dyd.gt.arr), (p.dyd.gt.size)*sizeof(*(p.dyd.gt.arr)));
  luaM_free_(L, (p.dyd.label.arr), (p.dyd.label.size)*sizeof(*(p.dyd.label.arr)));
  ((L)->nCcalls -= 0x10000);
  return status;
}
# 92 "../lua/onelua.c" 2
# 1 "../lua/lvm.c" 1
# 13 "../lua/lvm.c"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/limits.h" 1 3 4
# 14 "../lua/lvm.c" 2
# 90 "../lua/lvm.c"
static int l_strton (const TValue *obj, TValue *result) {
  ((void)0);
  if (!(((((((obj))->tt_)) & 0x0F)) == (4)))
    return 0;
  else
    return (luaO_str2num((((((void)0), ((((void)0), (&((((union GCUnion *)((((obj)->value_).gc))))->ts))))))->contents), result) == (((((void)0), ((((void)0), (&((((union GCUnion *)((((obj)->value_).gc))))->ts))))))->tt == ((4) | ((0) << 4)) ? ((((void)0), ((((void)0), (&((((union GCUnion *)((((obj)->value_).gc))))->ts))))))->shrlen : ((((void)0), ((((void)0), (&((((union GCUnion *)((((obj)->value_).gc))))->ts))))))->u.lnglen) + 1);
}






int luaV_tonumber_ (const TValue *obj, lua_Number *n) {
  TValue v;
  if (((((obj))->tt_) == (((3) | ((0) << 4))))) {
    *n = ((lua_Number)(((((void)0), (((obj)->value_).i)))));
    return 1;
  }
  else if (l_strton(obj, &v)) {
    *n = (((void)0), ((((((&v))->tt_) == (((3) | ((0) << 4)))) ? ((lua_Number)(((((void)0), (((&v)->value_).i))))) : (((void)0), (((&v)->value_).n)))));
    return 1;
  }
  else
    return 0;
}





int luaV_flttointeger (lua_Number n, lua_Integer *p, F2Imod mode) {
  lua_Number f = (floor(n));
  if (n != f) {
    if (mode == F2Ieq) return 0;
    else if (mode == F2Iceil)
      f += 1;
  }
  return ((f) >= (double)(
# 128 "../lua/lvm.c" 3 4
        (-0x7fffffffffffffffLL - 1LL)
# 128 "../lua/lvm.c"
        ) && (f) < -(double)(
# 128 "../lua/lvm.c" 3 4
        (-0x7fffffffffffffffLL - 1LL)
# 128 "../lua/lvm.c"
        ) && (*(p) = (long long)(f), 1));
}







int luaV_tointegerns (const TValue *obj, lua_Integer *p, F2Imod mode) {
  if (((((obj))->tt_) == (((3) | ((1) << 4)))))
    return luaV_flttointeger((((void)0), (((obj)->value_).n)), p, mode);
  else if (((((obj))->tt_) == (((3) | ((0) << 4))))) {
    *p = (((void)0), (((obj)->value_).i));
    return 1;
  }
  else
    return 0;
}





int luaV_tointeger (const TValue *obj, lua_Integer *p, F2Imod mode) {
  TValue v;
  if (l_strton(obj, &v))
    obj = &v;
  return luaV_tointegerns(obj, p, mode);
}
# 176 "../lua/lvm.c"
static int forlimit (lua_State *L, lua_Integer init, const TValue *lim,
                                   lua_Integer *p, lua_Integer step) {
  if (!luaV_tointeger(lim, p, (step < 0 ? F2Iceil : F2Ifloor))) {

    lua_Number flim;
    if (!(((((lim))->tt_) == (((3) | ((1) << 4)))) ? (*(&flim) = (((void)0), (((lim)->value_).n)), 1) : luaV_tonumber_(lim,&flim)))
      luaG_forerror(L, lim, "limit");

    if (((0)<(flim))) {
      if (step < 0) return 1;
      *p = 0x7fffffffffffffffLL;
    }
    else {
      if (step > 0) return 1;
      *p = 
# 190 "../lua/lvm.c" 3 4
          (-0x7fffffffffffffffLL - 1LL)
# 190 "../lua/lvm.c"
                        ;
    }
  }
  return (step > 0 ? init > *p : init < *p);
}
# 206 "../lua/lvm.c"
static int forprep (lua_State *L, StkId ra) {
  TValue *pinit = (&(ra)->val);
  TValue *plimit = (&(ra + 1)->val);
  TValue *pstep = (&(ra + 2)->val);
  if (((((pinit))->tt_) == (((3) | ((0) << 4)))) && ((((pstep))->tt_) == (((3) | ((0) << 4))))) {
    lua_Integer init = (((void)0), (((pinit)->value_).i));
    lua_Integer step = (((void)0), (((pstep)->value_).i));
    lua_Integer limit;
    if (step == 0)
      luaG_runerror(L, "'for' step is zero");
    { TValue *io=((&(ra + 3)->val)); ((io)->value_).i=(init); ((io)->tt_=(((3) | ((0) << 4)))); };
    if (forlimit(L, init, plimit, &limit, step))
      return 1;
    else {
      lua_Unsigned count;
      if (step > 0) {
        count = ((lua_Unsigned)(limit)) - ((lua_Unsigned)(init));
        if (step != 1)
          count /= ((lua_Unsigned)(step));
      }
      else {
        count = ((lua_Unsigned)(init)) - ((lua_Unsigned)(limit));

        count /= ((lua_Unsigned)(-(step + 1))) + 1u;
      }


      { TValue *io=(plimit); ((io)->value_).i=(((lua_Integer)(count))); ((io)->tt_=(((3) | ((0) << 4)))); };
    }
  }
  else {
    lua_Number init; lua_Number limit; lua_Number step;
    if ((__builtin_expect(((!(((((plimit))->tt_) == (((3) | ((1) << 4)))) ? (*(&limit) = (((void)0), (((plimit)->value_).n)), 1) : luaV_tonumber_(plimit,&limit))) != 0), 0)))
      luaG_forerror(L, plimit, "limit");
    if ((__builtin_expect(((!(((((pstep))->tt_) == (((3) | ((1) << 4)))) ? (*(&step) = (((void)0), (((pstep)->value_).n)), 1) : luaV_tonumber_(pstep,&step))) != 0), 0)))
      luaG_forerror(L, pstep, "step");
    if ((__builtin_expect(((!(((((pinit))->tt_) == (((3) | ((1) << 4)))) ? (*(&init) = (((void)0), (((pinit)->value_).n)), 1) : luaV_tonumber_(pinit,&init))) != 0), 0)))
      luaG_forerror(L, pinit, "initial value");
    if (step == 0)
      luaG_runerror(L, "'for' step is zero");
    if (((0)<(step)) ? ((limit)<(init))
                            : ((init)<(limit)))
      return 1;
    else {

      { TValue *io=(plimit); ((io)->value_).n=(limit); ((io)->tt_=(((3) | ((1) << 4)))); };
      { TValue *io=(pstep); ((io)->value_).n=(step); ((io)->tt_=(((3) | ((1) << 4)))); };
      { TValue *io=((&(ra)->val)); ((io)->value_).n=(init); ((io)->tt_=(((3) | ((1) << 4)))); };
      { TValue *io=((&(ra + 3)->val)); ((io)->value_).n=(init); ((io)->tt_=(((3) | ((1) << 4)))); };
    }
  }
  return 0;
}







static int floatforloop (StkId ra) {
  lua_Number step = (((void)0), ((((&(ra + 2)->val))->value_).n));
  lua_Number limit = (((void)0), ((((&(ra + 1)->val))->value_).n));
  lua_Number idx = (((void)0), ((((&(ra)->val))->value_).n));
  idx = ((idx)+(step));
  if (((0)<(step)) ? ((idx)<=(limit))
                          : ((limit)<=(idx))) {
    { TValue *io=((&(ra)->val)); ((void)0); ((io)->value_).n=(idx); };
    { TValue *io=((&(ra + 3)->val)); ((io)->value_).n=(idx); ((io)->tt_=(((3) | ((1) << 4)))); };
    return 1;
  }
  else
    return 0;
}







void luaV_finishget (lua_State *L, const TValue *t, TValue *key, StkId val,
                      const TValue *slot) {
  int loop;
  const TValue *tm;
  for (loop = 0; loop < 2000; loop++) {
    if (slot == 
# 292 "../lua/lvm.c" 3 4
               ((void *)0)
# 292 "../lua/lvm.c"
                   ) {
      ((void)0);
      tm = luaT_gettmbyobj(L, t, TM_INDEX);
      if ((__builtin_expect((((((((((tm))->tt_)) & 0x0F)) == (0))) != 0), 0)))
        luaG_typeerror(L, t, "index");

    }
    else {
      ((void)0);
      tm = (((((void)0), ((((void)0), (&((((union GCUnion *)((((t)->value_).gc))))->h)))))->metatable) == 
# 301 "../lua/lvm.c" 3 4
          ((void *)0) 
# 301 "../lua/lvm.c"
          ? 
# 301 "../lua/lvm.c" 3 4
          ((void *)0) 
# 301 "../lua/lvm.c"
          : (((((void)0), ((((void)0), (&((((union GCUnion *)((((t)->value_).gc))))->h)))))->metatable)->flags & (1u<<(TM_INDEX))) ? 
# 301 "../lua/lvm.c" 3 4
          ((void *)0) 
# 301 "../lua/lvm.c"
          : luaT_gettm((((void)0), ((((void)0), (&((((union GCUnion *)((((t)->value_).gc))))->h)))))->metatable, TM_INDEX, ((L->l_G))->tmname[TM_INDEX]));
      if (tm == 
# 302 "../lua/lvm.c" 3 4
               ((void *)0)
# 302 "../lua/lvm.c"
                   ) {
        (((&(val)->val))->tt_=(((0) | ((0) << 4))));
        return;
      }

    }
    if (((((((tm)->tt_)) & 0x0F)) == (6))) {
      luaT_callTMres(L, tm, t, key, val);
      return;
    }
    t = tm;
    if ((!((((t))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = 
# 313 "../lua/lvm.c" 3 4
       ((void *)0)
# 313 "../lua/lvm.c"
       , 0) : (slot = luaH_get((((void)0), ((((void)0), (&((((union GCUnion *)((((t)->value_).gc))))->h))))), key), !(((((((slot))->tt_)) & 0x0F)) == (0))))) {
      { TValue *io1=((&(val)->val)); const TValue *io2=(slot); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 314 "../lua/lvm.c" 3 4
     ((void *)0) 
# 314 "../lua/lvm.c"
     || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
      return;
    }

  }
  luaG_runerror(L, "'__index' chain too long; possible loop");
}
# 330 "../lua/lvm.c"
void luaV_finishset (lua_State *L, const TValue *t, TValue *key,
                     TValue *val, const TValue *slot) {
  int loop;
  for (loop = 0; loop < 2000; loop++) {
    const TValue *tm;
    if (slot != 
# 335 "../lua/lvm.c" 3 4
               ((void *)0)
# 335 "../lua/lvm.c"
                   ) {
      Table *h = (((void)0), ((((void)0), (&((((union GCUnion *)((((t)->value_).gc))))->h)))));
      ((void)0);
      tm = ((h->metatable) == 
# 338 "../lua/lvm.c" 3 4
          ((void *)0) 
# 338 "../lua/lvm.c"
          ? 
# 338 "../lua/lvm.c" 3 4
          ((void *)0) 
# 338 "../lua/lvm.c"
          : ((h->metatable)->flags & (1u<<(TM_NEWINDEX))) ? 
# 338 "../lua/lvm.c" 3 4
          ((void *)0) 
# 338 "../lua/lvm.c"
          : luaT_gettm(h->metatable, TM_NEWINDEX, ((L->l_G))->tmname[TM_NEWINDEX]));
      if (tm == 
# 339 "../lua/lvm.c" 3 4
               ((void *)0)
# 339 "../lua/lvm.c"
                   ) {
        luaH_finishset(L, h, key, slot, val);
        ((h)->flags &= ~(~(~0u << (TM_EQ + 1))));
        ( (((val)->tt_) & (1 << 6)) ? ( (((((((void)0), (&(((union GCUnion *)((h)))->gc))))->marked) & ((1<<(5)))) && ((((((void)0), (((val)->value_).gc)))->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrierback_(L,(((void)0), (&(((union GCUnion *)((h)))->gc)))) : ((void)((0)))) : ((void)((0))));
        return;
      }

    }
    else {
      tm = luaT_gettmbyobj(L, t, TM_NEWINDEX);
      if ((__builtin_expect((((((((((tm))->tt_)) & 0x0F)) == (0))) != 0), 0)))
        luaG_typeerror(L, t, "index");
    }

    if (((((((tm)->tt_)) & 0x0F)) == (6))) {
      luaT_callTM(L, tm, t, key, val);
      return;
    }
    t = tm;
    if ((!((((t))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = 
# 358 "../lua/lvm.c" 3 4
       ((void *)0)
# 358 "../lua/lvm.c"
       , 0) : (slot = luaH_get((((void)0), ((((void)0), (&((((union GCUnion *)((((t)->value_).gc))))->h))))), key), !(((((((slot))->tt_)) & 0x0F)) == (0))))) {
      { { TValue *io1=(((TValue *)(slot))); const TValue *io2=(val); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 359 "../lua/lvm.c" 3 4
     ((void *)0) 
# 359 "../lua/lvm.c"
     || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); }; ( (((val)->tt_) & (1 << 6)) ? ( (((((((void)0), (((t)->value_).gc)))->marked) & ((1<<(5)))) && ((((((void)0), (((val)->value_).gc)))->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrierback_(L,(((void)0), (((t)->value_).gc))) : ((void)((0)))) : ((void)((0)))); };
      return;
    }

  }
  luaG_runerror(L, "'__newindex' chain too long; possible loop");
}
# 375 "../lua/lvm.c"
static int l_strcmp (const TString *ls, const TString *rs) {
  const char *l = ((ls)->contents);
  size_t ll = ((ls)->tt == ((4) | ((0) << 4)) ? (ls)->shrlen : (ls)->u.lnglen);
  const char *r = ((rs)->contents);
  size_t lr = ((rs)->tt == ((4) | ((0) << 4)) ? (rs)->shrlen : (rs)->u.lnglen);
  for (;;) {
    int temp = strcoll(l, r);
    if (temp != 0)
      return temp;
    else {
      size_t len = strlen(l);
      if (len == lr)
        return (len == ll) ? 0 : 1;
      else if (len == ll)
        return -1;

      len++;
      l += len; ll -= len; r += len; lr -= len;
    }
  }
}
# 409 "../lua/lvm.c"
static inline int LTintfloat (lua_Integer i, lua_Number f) {
  if (((((lua_Unsigned)1 << ((53))) + ((lua_Unsigned)(i))) <= (2 * ((lua_Unsigned)1 << ((53))))))
    return ((((lua_Number)((i))))<(f));
  else {
    lua_Integer fi;
    if (luaV_flttointeger(f, &fi, F2Iceil))
      return i < fi;
    else
      return f > 0;
  }
}






static inline int LEintfloat (lua_Integer i, lua_Number f) {
  if (((((lua_Unsigned)1 << ((53))) + ((lua_Unsigned)(i))) <= (2 * ((lua_Unsigned)1 << ((53))))))
    return ((((lua_Number)((i))))<=(f));
  else {
    lua_Integer fi;
    if (luaV_flttointeger(f, &fi, F2Ifloor))
      return i <= fi;
    else
      return f > 0;
  }
}






static inline int LTfloatint (lua_Number f, lua_Integer i) {
  if (((((lua_Unsigned)1 << ((53))) + ((lua_Unsigned)(i))) <= (2 * ((lua_Unsigned)1 << ((53))))))
    return ((f)<(((lua_Number)((i)))));
  else {
    lua_Integer fi;
    if (luaV_flttointeger(f, &fi, F2Ifloor))
      return fi < i;
    else
      return f < 0;
  }
}






static inline int LEfloatint (lua_Number f, lua_Integer i) {
  if (((((lua_Unsigned)1 << ((53))) + ((lua_Unsigned)(i))) <= (2 * ((lua_Unsigned)1 << ((53))))))
    return ((f)<=(((lua_Number)((i)))));
  else {
    lua_Integer fi;
    if (luaV_flttointeger(f, &fi, F2Iceil))
      return fi <= i;
    else
      return f < 0;
  }
}





static inline int LTnum (const TValue *l, const TValue *r) {
  ((void)0);
  if (((((l))->tt_) == (((3) | ((0) << 4))))) {
    lua_Integer li = (((void)0), (((l)->value_).i));
    if (((((r))->tt_) == (((3) | ((0) << 4)))))
      return li < (((void)0), (((r)->value_).i));
    else
      return LTintfloat(li, (((void)0), (((r)->value_).n)));
  }
  else {
    lua_Number lf = (((void)0), (((l)->value_).n));
    if (((((r))->tt_) == (((3) | ((1) << 4)))))
      return ((lf)<((((void)0), (((r)->value_).n))));
    else
      return LTfloatint(lf, (((void)0), (((r)->value_).i)));
  }
}





static inline int LEnum (const TValue *l, const TValue *r) {
  ((void)0);
  if (((((l))->tt_) == (((3) | ((0) << 4))))) {
    lua_Integer li = (((void)0), (((l)->value_).i));
    if (((((r))->tt_) == (((3) | ((0) << 4)))))
      return li <= (((void)0), (((r)->value_).i));
    else
      return LEintfloat(li, (((void)0), (((r)->value_).n)));
  }
  else {
    lua_Number lf = (((void)0), (((l)->value_).n));
    if (((((r))->tt_) == (((3) | ((1) << 4)))))
      return ((lf)<=((((void)0), (((r)->value_).n))));
    else
      return LEfloatint(lf, (((void)0), (((r)->value_).i)));
  }
}





static int lessthanothers (lua_State *L, const TValue *l, const TValue *r) {
  ((void)0);
  if ((((((((l))->tt_)) & 0x0F)) == (4)) && (((((((r))->tt_)) & 0x0F)) == (4)))
    return l_strcmp((((void)0), ((((void)0), (&((((union GCUnion *)((((l)->value_).gc))))->ts))))), (((void)0), ((((void)0), (&((((union GCUnion *)((((r)->value_).gc))))->ts)))))) < 0;
  else
    return luaT_callorderTM(L, l, r, TM_LT);
}





int luaV_lessthan (lua_State *L, const TValue *l, const TValue *r) {
  if ((((((((l))->tt_)) & 0x0F)) == (3)) && (((((((r))->tt_)) & 0x0F)) == (3)))
    return LTnum(l, r);
  else return lessthanothers(L, l, r);
}





static int lessequalothers (lua_State *L, const TValue *l, const TValue *r) {
  ((void)0);
  if ((((((((l))->tt_)) & 0x0F)) == (4)) && (((((((r))->tt_)) & 0x0F)) == (4)))
    return l_strcmp((((void)0), ((((void)0), (&((((union GCUnion *)((((l)->value_).gc))))->ts))))), (((void)0), ((((void)0), (&((((union GCUnion *)((((r)->value_).gc))))->ts)))))) <= 0;
  else
    return luaT_callorderTM(L, l, r, TM_LE);
}





int luaV_lessequal (lua_State *L, const TValue *l, const TValue *r) {
  if ((((((((l))->tt_)) & 0x0F)) == (3)) && (((((((r))->tt_)) & 0x0F)) == (3)))
    return LEnum(l, r);
  else return lessequalothers(L, l, r);
}






int luaV_equalobj (lua_State *L, const TValue *t1, const TValue *t2) {
  const TValue *tm;
  if (((((t1)->tt_)) & 0x3F) != ((((t2)->tt_)) & 0x3F)) {
    if ((((((t1)->tt_)) & 0x0F)) != (((((t2)->tt_)) & 0x0F)) || (((((t1)->tt_)) & 0x0F)) != 3)
      return 0;
    else {



      lua_Integer i1, i2;
      return (luaV_tointegerns(t1, &i1, F2Ieq) &&
              luaV_tointegerns(t2, &i2, F2Ieq) &&
              i1 == i2);
    }
  }

  switch (((((t1)->tt_)) & 0x3F)) {
    case ((0) | ((0) << 4)): case ((1) | ((0) << 4)): case ((1) | ((1) << 4)): return 1;
    case ((3) | ((0) << 4)): return ((((void)0), (((t1)->value_).i)) == (((void)0), (((t2)->value_).i)));
    case ((3) | ((1) << 4)): return (((((void)0), (((t1)->value_).n)))==((((void)0), (((t2)->value_).n))));
    case ((2) | ((0) << 4)): return (((void)0), (((t1)->value_).p)) == (((void)0), (((t2)->value_).p));
    case ((6) | ((1) << 4)): return (((void)0), (((t1)->value_).f)) == (((void)0), (((t2)->value_).f));
    case ((4) | ((0) << 4)): return (((void)0), (((((void)0), ((((void)0), (&((((union GCUnion *)((((t1)->value_).gc))))->ts)))))) == ((((void)0), ((((void)0), (&((((union GCUnion *)((((t2)->value_).gc))))->ts))))))));
    case ((4) | ((1) << 4)): return luaS_eqlngstr((((void)0), ((((void)0), (&((((union GCUnion *)((((t1)->value_).gc))))->ts))))), (((void)0), ((((void)0), (&((((union GCUnion *)((((t2)->value_).gc))))->ts))))));
    case ((7) | ((0) << 4)): {
      if ((((void)0), ((((void)0), (&((((union GCUnion *)((((t1)->value_).gc))))->u))))) == (((void)0), ((((void)0), (&((((union GCUnion *)((((t2)->value_).gc))))->u)))))) return 1;
      else if (L == 
# 591 "../lua/lvm.c" 3 4
                   ((void *)0)
# 591 "../lua/lvm.c"
                       ) return 0;
      tm = (((((void)0), ((((void)0), (&((((union GCUnion *)((((t1)->value_).gc))))->u)))))->metatable) == 
# 592 "../lua/lvm.c" 3 4
          ((void *)0) 
# 592 "../lua/lvm.c"
          ? 
# 592 "../lua/lvm.c" 3 4
          ((void *)0) 
# 592 "../lua/lvm.c"
          : (((((void)0), ((((void)0), (&((((union GCUnion *)((((t1)->value_).gc))))->u)))))->metatable)->flags & (1u<<(TM_EQ))) ? 
# 592 "../lua/lvm.c" 3 4
          ((void *)0) 
# 592 "../lua/lvm.c"
          : luaT_gettm((((void)0), ((((void)0), (&((((union GCUnion *)((((t1)->value_).gc))))->u)))))->metatable, TM_EQ, ((L->l_G))->tmname[TM_EQ]));
      if (tm == 
# 593 "../lua/lvm.c" 3 4
               ((void *)0)
# 593 "../lua/lvm.c"
                   )
        tm = (((((void)0), ((((void)0), (&((((union GCUnion *)((((t2)->value_).gc))))->u)))))->metatable) == 
# 594 "../lua/lvm.c" 3 4
            ((void *)0) 
# 594 "../lua/lvm.c"
            ? 
# 594 "../lua/lvm.c" 3 4
            ((void *)0) 
# 594 "../lua/lvm.c"
            : (((((void)0), ((((void)0), (&((((union GCUnion *)((((t2)->value_).gc))))->u)))))->metatable)->flags & (1u<<(TM_EQ))) ? 
# 594 "../lua/lvm.c" 3 4
            ((void *)0) 
# 594 "../lua/lvm.c"
            : luaT_gettm((((void)0), ((((void)0), (&((((union GCUnion *)((((t2)->value_).gc))))->u)))))->metatable, TM_EQ, ((L->l_G))->tmname[TM_EQ]));
      break;
    }
    case ((5) | ((0) << 4)): {
      if ((((void)0), ((((void)0), (&((((union GCUnion *)((((t1)->value_).gc))))->h))))) == (((void)0), ((((void)0), (&((((union GCUnion *)((((t2)->value_).gc))))->h)))))) return 1;
      else if (L == 
# 599 "../lua/lvm.c" 3 4
                   ((void *)0)
# 599 "../lua/lvm.c"
                       ) return 0;
      tm = (((((void)0), ((((void)0), (&((((union GCUnion *)((((t1)->value_).gc))))->h)))))->metatable) == 
# 600 "../lua/lvm.c" 3 4
          ((void *)0) 
# 600 "../lua/lvm.c"
          ? 
# 600 "../lua/lvm.c" 3 4
          ((void *)0) 
# 600 "../lua/lvm.c"
          : (((((void)0), ((((void)0), (&((((union GCUnion *)((((t1)->value_).gc))))->h)))))->metatable)->flags & (1u<<(TM_EQ))) ? 
# 600 "../lua/lvm.c" 3 4
          ((void *)0) 
# 600 "../lua/lvm.c"
          : luaT_gettm((((void)0), ((((void)0), (&((((union GCUnion *)((((t1)->value_).gc))))->h)))))->metatable, TM_EQ, ((L->l_G))->tmname[TM_EQ]));
      if (tm == 
# 601 "../lua/lvm.c" 3 4
               ((void *)0)
# 601 "../lua/lvm.c"
                   )
        tm = (((((void)0), ((((void)0), (&((((union GCUnion *)((((t2)->value_).gc))))->h)))))->metatable) == 
# 602 "../lua/lvm.c" 3 4
            ((void *)0) 
# 602 "../lua/lvm.c"
            ? 
# 602 "../lua/lvm.c" 3 4
            ((void *)0) 
# 602 "../lua/lvm.c"
            : (((((void)0), ((((void)0), (&((((union GCUnion *)((((t2)->value_).gc))))->h)))))->metatable)->flags & (1u<<(TM_EQ))) ? 
# 602 "../lua/lvm.c" 3 4
            ((void *)0) 
# 602 "../lua/lvm.c"
            : luaT_gettm((((void)0), ((((void)0), (&((((union GCUnion *)((((t2)->value_).gc))))->h)))))->metatable, TM_EQ, ((L->l_G))->tmname[TM_EQ]));
      break;
    }
    default:
      return (((void)0), (((t1)->value_).gc)) == (((void)0), (((t2)->value_).gc));
  }
  if (tm == 
# 608 "../lua/lvm.c" 3 4
           ((void *)0)
# 608 "../lua/lvm.c"
               )
    return 0;
  else {
    luaT_callTMres(L, tm, t1, t2, L->top.p);
    return !((((((&(L->top.p)->val)))->tt_) == (((1) | ((0) << 4)))) || ((((((((&(L->top.p)->val)))->tt_)) & 0x0F)) == (0)));
  }
}
# 624 "../lua/lvm.c"
static void copy2buff (StkId top, int n, char *buff) {
  size_t tl = 0;
  do {
    size_t l = (((((void)0), ((((void)0), (&((((union GCUnion *)(((((&(top - n)->val))->value_).gc))))->ts))))))->tt == ((4) | ((0) << 4)) ? ((((void)0), ((((void)0), (&((((union GCUnion *)(((((&(top - n)->val))->value_).gc))))->ts))))))->shrlen : ((((void)0), ((((void)0), (&((((union GCUnion *)(((((&(top - n)->val))->value_).gc))))->ts))))))->u.lnglen);
    memcpy(buff + tl, (((((void)0), ((((void)0), (&((((union GCUnion *)(((((&(top - n)->val))->value_).gc))))->ts))))))->contents), l * sizeof(char));
    tl += l;
  } while (--n > 0);
}






void luaV_concat (lua_State *L, int total) {
  if (total == 1)
    return;
  do {
    StkId top = L->top.p;
    int n = 2;
    if (!(((((((((&(top - 2)->val)))->tt_)) & 0x0F)) == (4)) || ((((((((&(top - 2)->val)))->tt_)) & 0x0F)) == (3))) ||
        !(((((((((&(top - 1)->val)))->tt_)) & 0x0F)) == (4)) || (((((((((&(top - 1)->val)))->tt_)) & 0x0F)) == (3)) && (luaO_tostring(L, (&(top - 1)->val)), 1))))
      luaT_tryconcatTM(L);
    else if (((((((&(top - 1)->val)))->tt_) == (((((4) | ((0) << 4))) | (1 << 6)))) && (((void)0), ((((void)0), (&((((union GCUnion *)(((((&(top - 1)->val))->value_).gc))))->ts)))))->shrlen == 0))
      ((void)(((((((((((&(top - 2)->val)))->tt_)) & 0x0F)) == (4)) || (((((((((&(top - 2)->val)))->tt_)) & 0x0F)) == (3)) && (luaO_tostring(L, (&(top - 2)->val)), 1))))));
    else if (((((((&(top - 2)->val)))->tt_) == (((((4) | ((0) << 4))) | (1 << 6)))) && (((void)0), ((((void)0), (&((((union GCUnion *)(((((&(top - 2)->val))->value_).gc))))->ts)))))->shrlen == 0)) {
      { TValue *io1=((&(top - 2)->val)); const TValue *io2=((&(top - 1)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 650 "../lua/lvm.c" 3 4
     ((void *)0) 
# 650 "../lua/lvm.c"
     || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
    }
    else {

      size_t tl = (((((void)0), ((((void)0), (&((((union GCUnion *)(((((&(top - 1)->val))->value_).gc))))->ts))))))->tt == ((4) | ((0) << 4)) ? ((((void)0), ((((void)0), (&((((union GCUnion *)(((((&(top - 1)->val))->value_).gc))))->ts))))))->shrlen : ((((void)0), ((((void)0), (&((((union GCUnion *)(((((&(top - 1)->val))->value_).gc))))->ts))))))->u.lnglen);
      TString *ts;

      for (n = 1; n < total && (((((((((&(top - n - 1)->val)))->tt_)) & 0x0F)) == (4)) || (((((((((&(top - n - 1)->val)))->tt_)) & 0x0F)) == (3)) && (luaO_tostring(L, (&(top - n - 1)->val)), 1))); n++) {
        size_t l = (((((void)0), ((((void)0), (&((((union GCUnion *)(((((&(top - n - 1)->val))->value_).gc))))->ts))))))->tt == ((4) | ((0) << 4)) ? ((((void)0), ((((void)0), (&((((union GCUnion *)(((((&(top - n - 1)->val))->value_).gc))))->ts))))))->shrlen : ((((void)0), ((((void)0), (&((((union GCUnion *)(((((&(top - n - 1)->val))->value_).gc))))->ts))))))->u.lnglen);
        if ((__builtin_expect(((l >= ((sizeof(size_t) < sizeof(lua_Integer) ? ((size_t)(~(size_t)0)) : (size_t)(0x7fffffffffffffffLL))/sizeof(char)) - tl) != 0), 0))) {
          L->top.p = top - total;
          luaG_runerror(L, "string length overflow");
        }
        tl += l;
      }
      if (tl <= 40) {
        char buff[40];
        copy2buff(top, n, buff);
        ts = luaS_newlstr(L, buff, tl);
      }
      else {
        ts = luaS_createlngstrobj(L, tl);
        copy2buff(top, n, ((ts)->contents));
      }
      { TValue *io = ((&(top - n)->val)); TString *x_ = (ts); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((x_->tt) | (1 << 6)))); ((void)L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (L == 
# 674 "../lua/lvm.c" 3 4
     ((void *)0) 
# 674 "../lua/lvm.c"
     || !((((((void)0), (((io)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
    }
    total -= n - 1;
    L->top.p -= n - 1;
  } while (total > 1);
}





void luaV_objlen (lua_State *L, StkId ra, const TValue *rb) {
  const TValue *tm;
  switch (((((rb)->tt_)) & 0x3F)) {
    case ((5) | ((0) << 4)): {
      Table *h = (((void)0), ((((void)0), (&((((union GCUnion *)((((rb)->value_).gc))))->h)))));
      tm = ((h->metatable) == 
# 690 "../lua/lvm.c" 3 4
          ((void *)0) 
# 690 "../lua/lvm.c"
          ? 
# 690 "../lua/lvm.c" 3 4
          ((void *)0) 
# 690 "../lua/lvm.c"
          : ((h->metatable)->flags & (1u<<(TM_LEN))) ? 
# 690 "../lua/lvm.c" 3 4
          ((void *)0) 
# 690 "../lua/lvm.c"
          : luaT_gettm(h->metatable, TM_LEN, ((L->l_G))->tmname[TM_LEN]));
      if (tm) break;
      { TValue *io=((&(ra)->val)); ((io)->value_).i=(luaH_getn(h)); ((io)->tt_=(((3) | ((0) << 4)))); };
      return;
    }
    case ((4) | ((0) << 4)): {
      { TValue *io=((&(ra)->val)); ((io)->value_).i=((((void)0), ((((void)0), (&((((union GCUnion *)((((rb)->value_).gc))))->ts)))))->shrlen); ((io)->tt_=(((3) | ((0) << 4)))); };
      return;
    }
    case ((4) | ((1) << 4)): {
      { TValue *io=((&(ra)->val)); ((io)->value_).i=((((void)0), ((((void)0), (&((((union GCUnion *)((((rb)->value_).gc))))->ts)))))->u.lnglen); ((io)->tt_=(((3) | ((0) << 4)))); };
      return;
    }
    default: {
      tm = luaT_gettmbyobj(L, rb, TM_LEN);
      if ((__builtin_expect((((((((((tm))->tt_)) & 0x0F)) == (0))) != 0), 0)))
        luaG_typeerror(L, rb, "get length of");
      break;
    }
  }
  luaT_callTMres(L, tm, rb, rb, ra);
}
# 720 "../lua/lvm.c"
lua_Integer luaV_idiv (lua_State *L, lua_Integer m, lua_Integer n) {
  if ((__builtin_expect(((((lua_Unsigned)(n)) + 1u <= 1u) != 0), 0))) {
    if (n == 0)
      luaG_runerror(L, "attempt to divide by zero");
    return ((lua_Integer)(((lua_Unsigned)(0)) - ((lua_Unsigned)(m))));
  }
  else {
    lua_Integer q = m / n;
    if ((m ^ n) < 0 && m % n != 0)
      q -= 1;
    return q;
  }
}







lua_Integer luaV_mod (lua_State *L, lua_Integer m, lua_Integer n) {
  if ((__builtin_expect(((((lua_Unsigned)(n)) + 1u <= 1u) != 0), 0))) {
    if (n == 0)
      luaG_runerror(L, "attempt to perform 'n%%0'");
    return 0;
  }
  else {
    lua_Integer r = m % n;
    if (r != 0 && (r ^ n) < 0)
      r += n;
    return r;
  }
}





lua_Number luaV_modf (lua_State *L, lua_Number m, lua_Number n) {
  lua_Number r;
  { (void)L; (r) = fmod(m,n); if (((r) > 0) ? (n) < 0 : ((r) < 0 && (n) > 0)) (r) += (n); };
  return r;
}
# 772 "../lua/lvm.c"
lua_Integer luaV_shiftl (lua_Integer x, lua_Integer y) {
  if (y < 0) {
    if (y <= -((int)((sizeof(lua_Integer) * 8)))) return 0;
    else return ((lua_Integer)(((lua_Unsigned)(x)) >> ((lua_Unsigned)(-y))));
  }
  else {
    if (y >= ((int)((sizeof(lua_Integer) * 8)))) return 0;
    else return ((lua_Integer)(((lua_Unsigned)(x)) << ((lua_Unsigned)(y))));
  }
}






static void pushclosure (lua_State *L, Proto *p, UpVal **encup, StkId base,
                         StkId ra) {
  int nup = p->sizeupvalues;
  Upvaldesc *uv = p->upvalues;
  int i;
  LClosure *ncl = luaF_newLclosure(L, nup);
  ncl->p = p;
  { TValue *io = ((&(ra)->val)); LClosure *x_ = (ncl); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((((6) | ((0) << 4))) | (1 << 6)))); ((void)L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (L == 
# 795 "../lua/lvm.c" 3 4
 ((void *)0) 
# 795 "../lua/lvm.c"
 || !((((((void)0), (((io)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
  for (i = 0; i < nup; i++) {
    if (uv[i].instack)
      ncl->upvals[i] = luaF_findupval(L, base + uv[i].idx);
    else
      ncl->upvals[i] = encup[uv[i].idx];
    ( ((((ncl)->marked) & ((1<<(5)))) && (((ncl->upvals[i])->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrier_(L,(((void)0), (&(((union GCUnion *)((ncl)))->gc))),(((void)0), (&(((union GCUnion *)((ncl->upvals[i])))->gc)))) : ((void)((0))));
  }
}





void luaV_finishOp (lua_State *L) {
  CallInfo *ci = L->ci;
  StkId base = ci->func.p + 1;
  Instruction inst = *(ci->u.l.savedpc - 1);
  OpCode op = (((OpCode)(((inst)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))));
  switch (op) {
    case OP_MMBIN: case OP_MMBINI: case OP_MMBINK: {
      { TValue *io1=((&(base + (((int)((((*(ci->u.l.savedpc - 2))>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))->val)); const TValue *io2=((&(--L->top.p)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 816 "../lua/lvm.c" 3 4
     ((void *)0) 
# 816 "../lua/lvm.c"
     || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
      break;
    }
    case OP_UNM: case OP_BNOT: case OP_LEN:
    case OP_GETTABUP: case OP_GETTABLE: case OP_GETI:
    case OP_GETFIELD: case OP_SELF: {
      { TValue *io1=((&(base + (((int)((((inst)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))->val)); const TValue *io2=((&(--L->top.p)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 822 "../lua/lvm.c" 3 4
     ((void *)0) 
# 822 "../lua/lvm.c"
     || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
      break;
    }
    case OP_LT: case OP_LE:
    case OP_LTI: case OP_LEI:
    case OP_GTI: case OP_GEI:
    case OP_EQ: {
      int res = !((((((&(L->top.p - 1)->val)))->tt_) == (((1) | ((0) << 4)))) || ((((((((&(L->top.p - 1)->val)))->tt_)) & 0x0F)) == (0)));
      L->top.p--;






      ((void)0);
      if (res != (((void)0), ((((int)((((inst)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0)))))))))
        ci->u.l.savedpc++;
      break;
    }
    case OP_CONCAT: {
      StkId top = L->top.p - 1;
      int a = (((int)((((inst)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))));
      int total = ((int)((top - 1 - (base + a))));
      { TValue *io1=((&(top - 2)->val)); const TValue *io2=((&(top)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 846 "../lua/lvm.c" 3 4
     ((void *)0) 
# 846 "../lua/lvm.c"
     || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
      L->top.p = top - 1;
      luaV_concat(L, total);
      break;
    }
    case OP_CLOSE: {
      ci->u.l.savedpc--;
      break;
    }
    case OP_RETURN: {
      StkId ra = base + (((int)((((inst)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))));


      L->top.p = ra + ci->u2.nres;

      ci->u.l.savedpc--;
      break;
    }
    default: {

      ((void)0)

                                              ;
      break;
    }
  }
}
# 1146 "../lua/lvm.c"
void luaV_execute (lua_State *L, CallInfo *ci) {
  LClosure *cl;
  TValue *k;
  StkId base;
  const Instruction *pc;
  int trap;

# 1 "../lua/ljumptab.h" 1
# 19 "../lua/ljumptab.h"
static const void *const disptab[((int)(OP_EXTRAARG) + 1)] = {
# 28 "../lua/ljumptab.h"
&&L_OP_MOVE,
&&L_OP_LOADI,
&&L_OP_LOADF,
&&L_OP_LOADK,
&&L_OP_LOADKX,
&&L_OP_LOADFALSE,
&&L_OP_LFALSESKIP,
&&L_OP_LOADTRUE,
&&L_OP_LOADNIL,
&&L_OP_GETUPVAL,
&&L_OP_SETUPVAL,
&&L_OP_GETTABUP,
&&L_OP_GETTABLE,
&&L_OP_GETI,
&&L_OP_GETFIELD,
&&L_OP_SETTABUP,
&&L_OP_SETTABLE,
&&L_OP_SETI,
&&L_OP_SETFIELD,
&&L_OP_NEWTABLE,
&&L_OP_SELF,
&&L_OP_ADDI,
&&L_OP_ADDK,
&&L_OP_SUBK,
&&L_OP_MULK,
&&L_OP_MODK,
&&L_OP_POWK,
&&L_OP_DIVK,
&&L_OP_IDIVK,
&&L_OP_BANDK,
&&L_OP_BORK,
&&L_OP_BXORK,
&&L_OP_SHRI,
&&L_OP_SHLI,
&&L_OP_ADD,
&&L_OP_SUB,
&&L_OP_MUL,
&&L_OP_MOD,
&&L_OP_POW,
&&L_OP_DIV,
&&L_OP_IDIV,
&&L_OP_BAND,
&&L_OP_BOR,
&&L_OP_BXOR,
&&L_OP_SHL,
&&L_OP_SHR,
&&L_OP_MMBIN,
&&L_OP_MMBINI,
&&L_OP_MMBINK,
&&L_OP_UNM,
&&L_OP_BNOT,
&&L_OP_NOT,
&&L_OP_LEN,
&&L_OP_CONCAT,
&&L_OP_CLOSE,
&&L_OP_TBC,
&&L_OP_JMP,
&&L_OP_EQ,
&&L_OP_LT,
&&L_OP_LE,
&&L_OP_EQK,
&&L_OP_EQI,
&&L_OP_LTI,
&&L_OP_LEI,
&&L_OP_GTI,
&&L_OP_GEI,
&&L_OP_TEST,
&&L_OP_TESTSET,
&&L_OP_CALL,
&&L_OP_TAILCALL,
&&L_OP_RETURN,
&&L_OP_RETURN0,
&&L_OP_RETURN1,
&&L_OP_FORLOOP,
&&L_OP_FORPREP,
&&L_OP_TFORPREP,
&&L_OP_TFORCALL,
&&L_OP_TFORLOOP,
&&L_OP_SETLIST,
&&L_OP_CLOSURE,
&&L_OP_VARARG,
&&L_OP_VARARGPREP,
&&L_OP_EXTRAARG

};
# 1154 "../lua/lvm.c" 2

 startfunc:
  trap = L->hookmask;
 returning:
  cl = (((void)0), ((((void)0), (&((((union GCUnion *)(((((&(ci->func.p)->val))->value_).gc))))->cl.l)))));
  k = cl->p->k;
  pc = ci->u.l.savedpc;
  if ((__builtin_expect(((trap) != 0), 0))) {
    if (pc == cl->p->code) {
      if (cl->p->is_vararg)
        trap = 0;
      else
        luaD_hookcall(L, ci);
    }
    ci->u.l.trap = 1;
  }
  base = ci->func.p + 1;

  for (;;) {
    Instruction i;
    { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); };




    ((void)0);
    ((void)0);

    ((void)0);
    goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))]; {
      L_OP_MOVE: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        { TValue *io1=((&(ra)->val)); const TValue *io2=((&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 1186 "../lua/lvm.c" 3 4
       ((void *)0) 
# 1186 "../lua/lvm.c"
       || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_LOADI: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        lua_Integer b = (((void)0), ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<((8 + 8 + 1))))<<(0)))))) - (((1<<(8 + 8 + 1))-1)>>1)));
        { TValue *io=((&(ra)->val)); ((io)->value_).i=(b); ((io)->tt_=(((3) | ((0) << 4)))); };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_LOADF: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        int b = (((void)0), ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<((8 + 8 + 1))))<<(0)))))) - (((1<<(8 + 8 + 1))-1)>>1)));
        { TValue *io=((&(ra)->val)); ((io)->value_).n=(((lua_Number)((b)))); ((io)->tt_=(((3) | ((1) << 4)))); };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_LOADK: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        TValue *rb = k + (((void)0), ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<((8 + 8 + 1))))<<(0))))))));
        { TValue *io1=((&(ra)->val)); const TValue *io2=(rb); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 1204 "../lua/lvm.c" 3 4
       ((void *)0) 
# 1204 "../lua/lvm.c"
       || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_LOADKX: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        TValue *rb;
        rb = k + (((void)0), ((((int)((((*pc)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0)))))))); pc++;
        { TValue *io1=((&(ra)->val)); const TValue *io2=(rb); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 1211 "../lua/lvm.c" 3 4
       ((void *)0) 
# 1211 "../lua/lvm.c"
       || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_LOADFALSE: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        (((&(ra)->val))->tt_=(((1) | ((0) << 4))));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_LFALSESKIP: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        (((&(ra)->val))->tt_=(((1) | ((0) << 4))));
        pc++;
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_LOADTRUE: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        (((&(ra)->val))->tt_=(((1) | ((1) << 4))));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_LOADNIL: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        int b = (((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));
        do {
          (((&(ra++)->val))->tt_=(((0) | ((0) << 4))));
        } while (b--);
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_GETUPVAL: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        int b = (((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));
        { TValue *io1=((&(ra)->val)); const TValue *io2=(cl->upvals[b]->v.p); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 1241 "../lua/lvm.c" 3 4
       ((void *)0) 
# 1241 "../lua/lvm.c"
       || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_SETUPVAL: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        UpVal *uv = cl->upvals[(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))];
        { TValue *io1=(uv->v.p); const TValue *io2=((&(ra)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 1247 "../lua/lvm.c" 3 4
       ((void *)0) 
# 1247 "../lua/lvm.c"
       || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
        ( ((((&(ra)->val))->tt_) & (1 << 6)) ? ( ((((uv)->marked) & ((1<<(5)))) && ((((((void)0), ((((&(ra)->val))->value_).gc)))->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrier_(L,(((void)0), (&(((union GCUnion *)((uv)))->gc))),(((void)0), (&(((union GCUnion *)(((((void)0), ((((&(ra)->val))->value_).gc)))))->gc)))) : ((void)((0)))) : ((void)((0))));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_GETTABUP: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        const TValue *slot;
        TValue *upval = cl->upvals[(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))]->v.p;
        TValue *rc = (k+(((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))));
        TString *key = (((void)0), ((((void)0), (&((((union GCUnion *)((((rc)->value_).gc))))->ts)))));
        if ((!((((upval))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = 
# 1257 "../lua/lvm.c" 3 4
           ((void *)0)
# 1257 "../lua/lvm.c"
           , 0) : (slot = luaH_getshortstr((((void)0), ((((void)0), (&((((union GCUnion *)((((upval)->value_).gc))))->h))))), key), !(((((((slot))->tt_)) & 0x0F)) == (0))))) {
          { TValue *io1=((&(ra)->val)); const TValue *io2=(slot); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 1258 "../lua/lvm.c" 3 4
         ((void *)0) 
# 1258 "../lua/lvm.c"
         || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
        }
        else
          (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaV_finishget(L, upval, rc, ra, slot)), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_GETTABLE: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        const TValue *slot;
        TValue *rb = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val);
        TValue *rc = (&((base+(((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val);
        lua_Unsigned n;
        if (((((rc))->tt_) == (((3) | ((0) << 4))))
            ? (((void)((n = (((void)0), (((rc)->value_).i))))), (!((((rb))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = 
# 1271 "../lua/lvm.c" 3 4
                                         ((void *)0)
# 1271 "../lua/lvm.c"
                                         , 0) : (slot = (((lua_Unsigned)(n)) - 1u < (((void)0), ((((void)0), (&((((union GCUnion *)((((rb)->value_).gc))))->h)))))->alimit) ? &(((void)0), ((((void)0), (&((((union GCUnion *)((((rb)->value_).gc))))->h)))))->array[n - 1] : luaH_getint((((void)0), ((((void)0), (&((((union GCUnion *)((((rb)->value_).gc))))->h))))), n), !(((((((slot))->tt_)) & 0x0F)) == (0)))))
            : (!((((rb))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = 
# 1272 "../lua/lvm.c" 3 4
             ((void *)0)
# 1272 "../lua/lvm.c"
             , 0) : (slot = luaH_get((((void)0), ((((void)0), (&((((union GCUnion *)((((rb)->value_).gc))))->h))))), rc), !(((((((slot))->tt_)) & 0x0F)) == (0))))) {
          { TValue *io1=((&(ra)->val)); const TValue *io2=(slot); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 1273 "../lua/lvm.c" 3 4
         ((void *)0) 
# 1273 "../lua/lvm.c"
         || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
        }
        else
          (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaV_finishget(L, rb, rc, ra, slot)), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_GETI: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        const TValue *slot;
        TValue *rb = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val);
        int c = (((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));
        if ((!((((rb))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = 
# 1284 "../lua/lvm.c" 3 4
           ((void *)0)
# 1284 "../lua/lvm.c"
           , 0) : (slot = (((lua_Unsigned)(c)) - 1u < (((void)0), ((((void)0), (&((((union GCUnion *)((((rb)->value_).gc))))->h)))))->alimit) ? &(((void)0), ((((void)0), (&((((union GCUnion *)((((rb)->value_).gc))))->h)))))->array[c - 1] : luaH_getint((((void)0), ((((void)0), (&((((union GCUnion *)((((rb)->value_).gc))))->h))))), c), !(((((((slot))->tt_)) & 0x0F)) == (0))))) {
          { TValue *io1=((&(ra)->val)); const TValue *io2=(slot); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 1285 "../lua/lvm.c" 3 4
         ((void *)0) 
# 1285 "../lua/lvm.c"
         || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
        }
        else {
          TValue key;
          { TValue *io=(&key); ((io)->value_).i=(c); ((io)->tt_=(((3) | ((0) << 4)))); };
          (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaV_finishget(L, rb, &key, ra, slot)), (trap = ci->u.l.trap));
        }
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_GETFIELD: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        const TValue *slot;
        TValue *rb = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val);
        TValue *rc = (k+(((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))));
        TString *key = (((void)0), ((((void)0), (&((((union GCUnion *)((((rc)->value_).gc))))->ts)))));
        if ((!((((rb))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = 
# 1300 "../lua/lvm.c" 3 4
           ((void *)0)
# 1300 "../lua/lvm.c"
           , 0) : (slot = luaH_getshortstr((((void)0), ((((void)0), (&((((union GCUnion *)((((rb)->value_).gc))))->h))))), key), !(((((((slot))->tt_)) & 0x0F)) == (0))))) {
          { TValue *io1=((&(ra)->val)); const TValue *io2=(slot); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 1301 "../lua/lvm.c" 3 4
         ((void *)0) 
# 1301 "../lua/lvm.c"
         || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
        }
        else
          (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaV_finishget(L, rb, rc, ra, slot)), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_SETTABUP: {
        const TValue *slot;
        TValue *upval = cl->upvals[(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))]->v.p;
        TValue *rb = (k+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))));
        TValue *rc = (((((void)0), ((((int)((((i) & (1u << ((0 + 7) + 8)))))))))) ? k + (((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))) : (&(base + (((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val));
        TString *key = (((void)0), ((((void)0), (&((((union GCUnion *)((((rb)->value_).gc))))->ts)))));
        if ((!((((upval))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = 
# 1313 "../lua/lvm.c" 3 4
           ((void *)0)
# 1313 "../lua/lvm.c"
           , 0) : (slot = luaH_getshortstr((((void)0), ((((void)0), (&((((union GCUnion *)((((upval)->value_).gc))))->h))))), key), !(((((((slot))->tt_)) & 0x0F)) == (0))))) {
          { { TValue *io1=(((TValue *)(slot))); const TValue *io2=(rc); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 1314 "../lua/lvm.c" 3 4
         ((void *)0) 
# 1314 "../lua/lvm.c"
         || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); }; ( (((rc)->tt_) & (1 << 6)) ? ( (((((((void)0), (((upval)->value_).gc)))->marked) & ((1<<(5)))) && ((((((void)0), (((rc)->value_).gc)))->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrierback_(L,(((void)0), (((upval)->value_).gc))) : ((void)((0)))) : ((void)((0)))); };
        }
        else
          (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaV_finishset(L, upval, rb, rc, slot)), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_SETTABLE: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        const TValue *slot;
        TValue *rb = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val);
        TValue *rc = (((((void)0), ((((int)((((i) & (1u << ((0 + 7) + 8)))))))))) ? k + (((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))) : (&(base + (((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val));
        lua_Unsigned n;
        if (((((rb))->tt_) == (((3) | ((0) << 4))))
            ? (((void)((n = (((void)0), (((rb)->value_).i))))), (!(((((&(ra)->val)))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = 
# 1327 "../lua/lvm.c" 3 4
                                         ((void *)0)
# 1327 "../lua/lvm.c"
                                         , 0) : (slot = (((lua_Unsigned)(n)) - 1u < (((void)0), ((((void)0), (&((((union GCUnion *)(((((&(ra)->val))->value_).gc))))->h)))))->alimit) ? &(((void)0), ((((void)0), (&((((union GCUnion *)(((((&(ra)->val))->value_).gc))))->h)))))->array[n - 1] : luaH_getint((((void)0), ((((void)0), (&((((union GCUnion *)(((((&(ra)->val))->value_).gc))))->h))))), n), !(((((((slot))->tt_)) & 0x0F)) == (0)))))
            : (!(((((&(ra)->val)))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = 
# 1328 "../lua/lvm.c" 3 4
             ((void *)0)
# 1328 "../lua/lvm.c"
             , 0) : (slot = luaH_get((((void)0), ((((void)0), (&((((union GCUnion *)(((((&(ra)->val))->value_).gc))))->h))))), rb), !(((((((slot))->tt_)) & 0x0F)) == (0))))) {
          { { TValue *io1=(((TValue *)(slot))); const TValue *io2=(rc); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 1329 "../lua/lvm.c" 3 4
         ((void *)0) 
# 1329 "../lua/lvm.c"
         || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); }; ( (((rc)->tt_) & (1 << 6)) ? ( (((((((void)0), ((((&(ra)->val))->value_).gc)))->marked) & ((1<<(5)))) && ((((((void)0), (((rc)->value_).gc)))->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrierback_(L,(((void)0), ((((&(ra)->val))->value_).gc))) : ((void)((0)))) : ((void)((0)))); };
        }
        else
          (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaV_finishset(L, (&(ra)->val), rb, rc, slot)), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_SETI: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        const TValue *slot;
        int c = (((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));
        TValue *rc = (((((void)0), ((((int)((((i) & (1u << ((0 + 7) + 8)))))))))) ? k + (((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))) : (&(base + (((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val));
        if ((!(((((&(ra)->val)))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = 
# 1340 "../lua/lvm.c" 3 4
           ((void *)0)
# 1340 "../lua/lvm.c"
           , 0) : (slot = (((lua_Unsigned)(c)) - 1u < (((void)0), ((((void)0), (&((((union GCUnion *)(((((&(ra)->val))->value_).gc))))->h)))))->alimit) ? &(((void)0), ((((void)0), (&((((union GCUnion *)(((((&(ra)->val))->value_).gc))))->h)))))->array[c - 1] : luaH_getint((((void)0), ((((void)0), (&((((union GCUnion *)(((((&(ra)->val))->value_).gc))))->h))))), c), !(((((((slot))->tt_)) & 0x0F)) == (0))))) {
          { { TValue *io1=(((TValue *)(slot))); const TValue *io2=(rc); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 1341 "../lua/lvm.c" 3 4
         ((void *)0) 
# 1341 "../lua/lvm.c"
         || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); }; ( (((rc)->tt_) & (1 << 6)) ? ( (((((((void)0), ((((&(ra)->val))->value_).gc)))->marked) & ((1<<(5)))) && ((((((void)0), (((rc)->value_).gc)))->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrierback_(L,(((void)0), ((((&(ra)->val))->value_).gc))) : ((void)((0)))) : ((void)((0)))); };
        }
        else {
          TValue key;
          { TValue *io=(&key); ((io)->value_).i=(c); ((io)->tt_=(((3) | ((0) << 4)))); };
          (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaV_finishset(L, (&(ra)->val), &key, rc, slot)), (trap = ci->u.l.trap));
        }
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_SETFIELD: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        const TValue *slot;
        TValue *rb = (k+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))));
        TValue *rc = (((((void)0), ((((int)((((i) & (1u << ((0 + 7) + 8)))))))))) ? k + (((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))) : (&(base + (((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val));
        TString *key = (((void)0), ((((void)0), (&((((union GCUnion *)((((rb)->value_).gc))))->ts)))));
        if ((!(((((&(ra)->val)))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = 
# 1356 "../lua/lvm.c" 3 4
           ((void *)0)
# 1356 "../lua/lvm.c"
           , 0) : (slot = luaH_getshortstr((((void)0), ((((void)0), (&((((union GCUnion *)(((((&(ra)->val))->value_).gc))))->h))))), key), !(((((((slot))->tt_)) & 0x0F)) == (0))))) {
          { { TValue *io1=(((TValue *)(slot))); const TValue *io2=(rc); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 1357 "../lua/lvm.c" 3 4
         ((void *)0) 
# 1357 "../lua/lvm.c"
         || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); }; ( (((rc)->tt_) & (1 << 6)) ? ( (((((((void)0), ((((&(ra)->val))->value_).gc)))->marked) & ((1<<(5)))) && ((((((void)0), (((rc)->value_).gc)))->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrierback_(L,(((void)0), ((((&(ra)->val))->value_).gc))) : ((void)((0)))) : ((void)((0)))); };
        }
        else
          (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaV_finishset(L, (&(ra)->val), rb, rc, slot)), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_NEWTABLE: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        int b = (((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));
        int c = (((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));
        Table *t;
        if (b > 0)
          b = 1 << (b - 1);
        ((void)0);
        if ((((void)0), ((((int)((((i) & (1u << ((0 + 7) + 8))))))))))
          c += (((void)0), ((((int)((((*pc)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0)))))))) * (((1<<8)-1) + 1);
        pc++;
        L->top.p = ra + 1;
        t = luaH_new(L);
        { TValue *io = ((&(ra)->val)); Table *x_ = (t); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((((5) | ((0) << 4))) | (1 << 6)))); ((void)L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (L == 
# 1376 "../lua/lvm.c" 3 4
       ((void *)0) 
# 1376 "../lua/lvm.c"
       || !((((((void)0), (((io)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
        if (b != 0 || c != 0)
          luaH_resize(L, t, c, b);
        { { if ((L->l_G)->GCdebt > 0) { ((ci->u.l.savedpc = pc), L->top.p = (ra + 1)); luaC_step(L); (trap = ci->u.l.trap);}; ((void)0); }; {((void) 0); ((void) 0);}; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_SELF: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        const TValue *slot;
        TValue *rb = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val);
        TValue *rc = (((((void)0), ((((int)((((i) & (1u << ((0 + 7) + 8)))))))))) ? k + (((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))) : (&(base + (((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val));
        TString *key = (((void)0), ((((void)0), (&((((union GCUnion *)((((rc)->value_).gc))))->ts)))));
        { TValue *io1=((&(ra + 1)->val)); const TValue *io2=(rb); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 1388 "../lua/lvm.c" 3 4
       ((void *)0) 
# 1388 "../lua/lvm.c"
       || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
        if ((!((((rb))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = 
# 1389 "../lua/lvm.c" 3 4
           ((void *)0)
# 1389 "../lua/lvm.c"
           , 0) : (slot = luaH_getstr((((void)0), ((((void)0), (&((((union GCUnion *)((((rb)->value_).gc))))->h))))), key), !(((((((slot))->tt_)) & 0x0F)) == (0))))) {
          { TValue *io1=((&(ra)->val)); const TValue *io2=(slot); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 1390 "../lua/lvm.c" 3 4
         ((void *)0) 
# 1390 "../lua/lvm.c"
         || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
        }
        else
          (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaV_finishget(L, rb, rc, ra, slot)), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_ADDI: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); TValue *v1 = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); int imm = (((((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))) - (((1<<8)-1) >> 1)); if (((((v1))->tt_) == (((3) | ((0) << 4))))) { lua_Integer iv1 = (((void)0), (((v1)->value_).i)); pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(((lua_Integer)(((lua_Unsigned)(iv1)) + ((lua_Unsigned)(imm))))); ((io)->tt_=(((3) | ((0) << 4)))); }; } else if (((((v1))->tt_) == (((3) | ((1) << 4))))) { lua_Number nb = (((void)0), (((v1)->value_).n)); lua_Number fimm = ((lua_Number)((imm))); pc++; { TValue *io=((&(ra)->val)); ((io)->value_).n=(((nb)+(fimm))); ((io)->tt_=(((3) | ((1) << 4)))); }; }};
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_ADDK: {
        { TValue *v1 = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); TValue *v2 = (k+(((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))); ((void)0); { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); if (((((v1))->tt_) == (((3) | ((0) << 4)))) && ((((v2))->tt_) == (((3) | ((0) << 4))))) { lua_Integer i1 = (((void)0), (((v1)->value_).i)); lua_Integer i2 = (((void)0), (((v2)->value_).i)); pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(((lua_Integer)(((lua_Unsigned)(i1)) + ((lua_Unsigned)(i2))))); ((io)->tt_=(((3) | ((0) << 4)))); }; } else { lua_Number n1; lua_Number n2; if ((((((v1))->tt_) == (((3) | ((1) << 4)))) ? ((n1) = (((void)0), (((v1)->value_).n)), 1) : (((((v1))->tt_) == (((3) | ((0) << 4)))) ? ((n1) = ((lua_Number)(((((void)0), (((v1)->value_).i))))), 1) : 0)) && (((((v2))->tt_) == (((3) | ((1) << 4)))) ? ((n2) = (((void)0), (((v2)->value_).n)), 1) : (((((v2))->tt_) == (((3) | ((0) << 4)))) ? ((n2) = ((lua_Number)(((((void)0), (((v2)->value_).i))))), 1) : 0))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).n=(((n1)+(n2))); ((io)->tt_=(((3) | ((1) << 4)))); }; }}; }; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_SUBK: {
        { TValue *v1 = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); TValue *v2 = (k+(((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))); ((void)0); { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); if (((((v1))->tt_) == (((3) | ((0) << 4)))) && ((((v2))->tt_) == (((3) | ((0) << 4))))) { lua_Integer i1 = (((void)0), (((v1)->value_).i)); lua_Integer i2 = (((void)0), (((v2)->value_).i)); pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(((lua_Integer)(((lua_Unsigned)(i1)) - ((lua_Unsigned)(i2))))); ((io)->tt_=(((3) | ((0) << 4)))); }; } else { lua_Number n1; lua_Number n2; if ((((((v1))->tt_) == (((3) | ((1) << 4)))) ? ((n1) = (((void)0), (((v1)->value_).n)), 1) : (((((v1))->tt_) == (((3) | ((0) << 4)))) ? ((n1) = ((lua_Number)(((((void)0), (((v1)->value_).i))))), 1) : 0)) && (((((v2))->tt_) == (((3) | ((1) << 4)))) ? ((n2) = (((void)0), (((v2)->value_).n)), 1) : (((((v2))->tt_) == (((3) | ((0) << 4)))) ? ((n2) = ((lua_Number)(((((void)0), (((v2)->value_).i))))), 1) : 0))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).n=(((n1)-(n2))); ((io)->tt_=(((3) | ((1) << 4)))); }; }}; }; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_MULK: {
        { TValue *v1 = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); TValue *v2 = (k+(((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))); ((void)0); { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); if (((((v1))->tt_) == (((3) | ((0) << 4)))) && ((((v2))->tt_) == (((3) | ((0) << 4))))) { lua_Integer i1 = (((void)0), (((v1)->value_).i)); lua_Integer i2 = (((void)0), (((v2)->value_).i)); pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(((lua_Integer)(((lua_Unsigned)(i1)) * ((lua_Unsigned)(i2))))); ((io)->tt_=(((3) | ((0) << 4)))); }; } else { lua_Number n1; lua_Number n2; if ((((((v1))->tt_) == (((3) | ((1) << 4)))) ? ((n1) = (((void)0), (((v1)->value_).n)), 1) : (((((v1))->tt_) == (((3) | ((0) << 4)))) ? ((n1) = ((lua_Number)(((((void)0), (((v1)->value_).i))))), 1) : 0)) && (((((v2))->tt_) == (((3) | ((1) << 4)))) ? ((n2) = (((void)0), (((v2)->value_).n)), 1) : (((((v2))->tt_) == (((3) | ((0) << 4)))) ? ((n2) = ((lua_Number)(((((void)0), (((v2)->value_).i))))), 1) : 0))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).n=(((n1)*(n2))); ((io)->tt_=(((3) | ((1) << 4)))); }; }}; }; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_MODK: {
        ((ci->u.l.savedpc = pc), L->top.p = ci->top.p);
        { TValue *v1 = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); TValue *v2 = (k+(((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))); ((void)0); { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); if (((((v1))->tt_) == (((3) | ((0) << 4)))) && ((((v2))->tt_) == (((3) | ((0) << 4))))) { lua_Integer i1 = (((void)0), (((v1)->value_).i)); lua_Integer i2 = (((void)0), (((v2)->value_).i)); pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(luaV_mod(L, i1, i2)); ((io)->tt_=(((3) | ((0) << 4)))); }; } else { lua_Number n1; lua_Number n2; if ((((((v1))->tt_) == (((3) | ((1) << 4)))) ? ((n1) = (((void)0), (((v1)->value_).n)), 1) : (((((v1))->tt_) == (((3) | ((0) << 4)))) ? ((n1) = ((lua_Number)(((((void)0), (((v1)->value_).i))))), 1) : 0)) && (((((v2))->tt_) == (((3) | ((1) << 4)))) ? ((n2) = (((void)0), (((v2)->value_).n)), 1) : (((((v2))->tt_) == (((3) | ((0) << 4)))) ? ((n2) = ((lua_Number)(((((void)0), (((v2)->value_).i))))), 1) : 0))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).n=(luaV_modf(L, n1, n2)); ((io)->tt_=(((3) | ((1) << 4)))); }; }}; }; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_POWK: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); TValue *v1 = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); TValue *v2 = (k+(((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))); ((void)0); { lua_Number n1; lua_Number n2; if ((((((v1))->tt_) == (((3) | ((1) << 4)))) ? ((n1) = (((void)0), (((v1)->value_).n)), 1) : (((((v1))->tt_) == (((3) | ((0) << 4)))) ? ((n1) = ((lua_Number)(((((void)0), (((v1)->value_).i))))), 1) : 0)) && (((((v2))->tt_) == (((3) | ((1) << 4)))) ? ((n2) = (((void)0), (((v2)->value_).n)), 1) : (((((v2))->tt_) == (((3) | ((0) << 4)))) ? ((n2) = ((lua_Number)(((((void)0), (((v2)->value_).i))))), 1) : 0))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).n=(((void)L, (n2 == 2) ? (n1)*(n1) : pow(n1,n2))); ((io)->tt_=(((3) | ((1) << 4)))); }; }}; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_DIVK: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); TValue *v1 = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); TValue *v2 = (k+(((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))); ((void)0); { lua_Number n1; lua_Number n2; if ((((((v1))->tt_) == (((3) | ((1) << 4)))) ? ((n1) = (((void)0), (((v1)->value_).n)), 1) : (((((v1))->tt_) == (((3) | ((0) << 4)))) ? ((n1) = ((lua_Number)(((((void)0), (((v1)->value_).i))))), 1) : 0)) && (((((v2))->tt_) == (((3) | ((1) << 4)))) ? ((n2) = (((void)0), (((v2)->value_).n)), 1) : (((((v2))->tt_) == (((3) | ((0) << 4)))) ? ((n2) = ((lua_Number)(((((void)0), (((v2)->value_).i))))), 1) : 0))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).n=(((n1)/(n2))); ((io)->tt_=(((3) | ((1) << 4)))); }; }}; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_IDIVK: {
        ((ci->u.l.savedpc = pc), L->top.p = ci->top.p);
        { TValue *v1 = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); TValue *v2 = (k+(((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))); ((void)0); { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); if (((((v1))->tt_) == (((3) | ((0) << 4)))) && ((((v2))->tt_) == (((3) | ((0) << 4))))) { lua_Integer i1 = (((void)0), (((v1)->value_).i)); lua_Integer i2 = (((void)0), (((v2)->value_).i)); pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(luaV_idiv(L, i1, i2)); ((io)->tt_=(((3) | ((0) << 4)))); }; } else { lua_Number n1; lua_Number n2; if ((((((v1))->tt_) == (((3) | ((1) << 4)))) ? ((n1) = (((void)0), (((v1)->value_).n)), 1) : (((((v1))->tt_) == (((3) | ((0) << 4)))) ? ((n1) = ((lua_Number)(((((void)0), (((v1)->value_).i))))), 1) : 0)) && (((((v2))->tt_) == (((3) | ((1) << 4)))) ? ((n2) = (((void)0), (((v2)->value_).n)), 1) : (((((v2))->tt_) == (((3) | ((0) << 4)))) ? ((n2) = ((lua_Number)(((((void)0), (((v2)->value_).i))))), 1) : 0))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).n=(((void)L, (floor(((n1)/(n2)))))); ((io)->tt_=(((3) | ((1) << 4)))); }; }}; }; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_BANDK: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); TValue *v1 = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); TValue *v2 = (k+(((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))); lua_Integer i1; lua_Integer i2 = (((void)0), (((v2)->value_).i)); if (((__builtin_expect(((((((v1))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&i1) = (((void)0), (((v1)->value_).i)), 1) : luaV_tointegerns(v1,&i1,F2Ieq))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(((lua_Integer)(((lua_Unsigned)(i1)) & ((lua_Unsigned)(i2))))); ((io)->tt_=(((3) | ((0) << 4)))); }; }};
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_BORK: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); TValue *v1 = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); TValue *v2 = (k+(((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))); lua_Integer i1; lua_Integer i2 = (((void)0), (((v2)->value_).i)); if (((__builtin_expect(((((((v1))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&i1) = (((void)0), (((v1)->value_).i)), 1) : luaV_tointegerns(v1,&i1,F2Ieq))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(((lua_Integer)(((lua_Unsigned)(i1)) | ((lua_Unsigned)(i2))))); ((io)->tt_=(((3) | ((0) << 4)))); }; }};
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_BXORK: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); TValue *v1 = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); TValue *v2 = (k+(((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))); lua_Integer i1; lua_Integer i2 = (((void)0), (((v2)->value_).i)); if (((__builtin_expect(((((((v1))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&i1) = (((void)0), (((v1)->value_).i)), 1) : luaV_tointegerns(v1,&i1,F2Ieq))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(((lua_Integer)(((lua_Unsigned)(i1)) ^ ((lua_Unsigned)(i2))))); ((io)->tt_=(((3) | ((0) << 4)))); }; }};
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_SHRI: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        TValue *rb = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val);
        int ic = (((((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))) - (((1<<8)-1) >> 1));
        lua_Integer ib;
        if (((__builtin_expect(((((((rb))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&ib) = (((void)0), (((rb)->value_).i)), 1) : luaV_tointegerns(rb,&ib,F2Ieq))) {
          pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(luaV_shiftl(ib, -ic)); ((io)->tt_=(((3) | ((0) << 4)))); };
        }
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_SHLI: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        TValue *rb = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val);
        int ic = (((((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))) - (((1<<8)-1) >> 1));
        lua_Integer ib;
        if (((__builtin_expect(((((((rb))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&ib) = (((void)0), (((rb)->value_).i)), 1) : luaV_tointegerns(rb,&ib,F2Ieq))) {
          pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(luaV_shiftl(ic, ib)); ((io)->tt_=(((3) | ((0) << 4)))); };
        }
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_ADD: {
        { TValue *v1 = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); TValue *v2 = (&((base+(((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); if (((((v1))->tt_) == (((3) | ((0) << 4)))) && ((((v2))->tt_) == (((3) | ((0) << 4))))) { lua_Integer i1 = (((void)0), (((v1)->value_).i)); lua_Integer i2 = (((void)0), (((v2)->value_).i)); pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(((lua_Integer)(((lua_Unsigned)(i1)) + ((lua_Unsigned)(i2))))); ((io)->tt_=(((3) | ((0) << 4)))); }; } else { lua_Number n1; lua_Number n2; if ((((((v1))->tt_) == (((3) | ((1) << 4)))) ? ((n1) = (((void)0), (((v1)->value_).n)), 1) : (((((v1))->tt_) == (((3) | ((0) << 4)))) ? ((n1) = ((lua_Number)(((((void)0), (((v1)->value_).i))))), 1) : 0)) && (((((v2))->tt_) == (((3) | ((1) << 4)))) ? ((n2) = (((void)0), (((v2)->value_).n)), 1) : (((((v2))->tt_) == (((3) | ((0) << 4)))) ? ((n2) = ((lua_Number)(((((void)0), (((v2)->value_).i))))), 1) : 0))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).n=(((n1)+(n2))); ((io)->tt_=(((3) | ((1) << 4)))); }; }}; }; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_SUB: {
        { TValue *v1 = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); TValue *v2 = (&((base+(((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); if (((((v1))->tt_) == (((3) | ((0) << 4)))) && ((((v2))->tt_) == (((3) | ((0) << 4))))) { lua_Integer i1 = (((void)0), (((v1)->value_).i)); lua_Integer i2 = (((void)0), (((v2)->value_).i)); pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(((lua_Integer)(((lua_Unsigned)(i1)) - ((lua_Unsigned)(i2))))); ((io)->tt_=(((3) | ((0) << 4)))); }; } else { lua_Number n1; lua_Number n2; if ((((((v1))->tt_) == (((3) | ((1) << 4)))) ? ((n1) = (((void)0), (((v1)->value_).n)), 1) : (((((v1))->tt_) == (((3) | ((0) << 4)))) ? ((n1) = ((lua_Number)(((((void)0), (((v1)->value_).i))))), 1) : 0)) && (((((v2))->tt_) == (((3) | ((1) << 4)))) ? ((n2) = (((void)0), (((v2)->value_).n)), 1) : (((((v2))->tt_) == (((3) | ((0) << 4)))) ? ((n2) = ((lua_Number)(((((void)0), (((v2)->value_).i))))), 1) : 0))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).n=(((n1)-(n2))); ((io)->tt_=(((3) | ((1) << 4)))); }; }}; }; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_MUL: {
        { TValue *v1 = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); TValue *v2 = (&((base+(((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); if (((((v1))->tt_) == (((3) | ((0) << 4)))) && ((((v2))->tt_) == (((3) | ((0) << 4))))) { lua_Integer i1 = (((void)0), (((v1)->value_).i)); lua_Integer i2 = (((void)0), (((v2)->value_).i)); pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(((lua_Integer)(((lua_Unsigned)(i1)) * ((lua_Unsigned)(i2))))); ((io)->tt_=(((3) | ((0) << 4)))); }; } else { lua_Number n1; lua_Number n2; if ((((((v1))->tt_) == (((3) | ((1) << 4)))) ? ((n1) = (((void)0), (((v1)->value_).n)), 1) : (((((v1))->tt_) == (((3) | ((0) << 4)))) ? ((n1) = ((lua_Number)(((((void)0), (((v1)->value_).i))))), 1) : 0)) && (((((v2))->tt_) == (((3) | ((1) << 4)))) ? ((n2) = (((void)0), (((v2)->value_).n)), 1) : (((((v2))->tt_) == (((3) | ((0) << 4)))) ? ((n2) = ((lua_Number)(((((void)0), (((v2)->value_).i))))), 1) : 0))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).n=(((n1)*(n2))); ((io)->tt_=(((3) | ((1) << 4)))); }; }}; }; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_MOD: {
        ((ci->u.l.savedpc = pc), L->top.p = ci->top.p);
        { TValue *v1 = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); TValue *v2 = (&((base+(((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); if (((((v1))->tt_) == (((3) | ((0) << 4)))) && ((((v2))->tt_) == (((3) | ((0) << 4))))) { lua_Integer i1 = (((void)0), (((v1)->value_).i)); lua_Integer i2 = (((void)0), (((v2)->value_).i)); pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(luaV_mod(L, i1, i2)); ((io)->tt_=(((3) | ((0) << 4)))); }; } else { lua_Number n1; lua_Number n2; if ((((((v1))->tt_) == (((3) | ((1) << 4)))) ? ((n1) = (((void)0), (((v1)->value_).n)), 1) : (((((v1))->tt_) == (((3) | ((0) << 4)))) ? ((n1) = ((lua_Number)(((((void)0), (((v1)->value_).i))))), 1) : 0)) && (((((v2))->tt_) == (((3) | ((1) << 4)))) ? ((n2) = (((void)0), (((v2)->value_).n)), 1) : (((((v2))->tt_) == (((3) | ((0) << 4)))) ? ((n2) = ((lua_Number)(((((void)0), (((v2)->value_).i))))), 1) : 0))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).n=(luaV_modf(L, n1, n2)); ((io)->tt_=(((3) | ((1) << 4)))); }; }}; }; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_POW: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); TValue *v1 = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); TValue *v2 = (&((base+(((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); { lua_Number n1; lua_Number n2; if ((((((v1))->tt_) == (((3) | ((1) << 4)))) ? ((n1) = (((void)0), (((v1)->value_).n)), 1) : (((((v1))->tt_) == (((3) | ((0) << 4)))) ? ((n1) = ((lua_Number)(((((void)0), (((v1)->value_).i))))), 1) : 0)) && (((((v2))->tt_) == (((3) | ((1) << 4)))) ? ((n2) = (((void)0), (((v2)->value_).n)), 1) : (((((v2))->tt_) == (((3) | ((0) << 4)))) ? ((n2) = ((lua_Number)(((((void)0), (((v2)->value_).i))))), 1) : 0))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).n=(((void)L, (n2 == 2) ? (n1)*(n1) : pow(n1,n2))); ((io)->tt_=(((3) | ((1) << 4)))); }; }}; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_DIV: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); TValue *v1 = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); TValue *v2 = (&((base+(((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); { lua_Number n1; lua_Number n2; if ((((((v1))->tt_) == (((3) | ((1) << 4)))) ? ((n1) = (((void)0), (((v1)->value_).n)), 1) : (((((v1))->tt_) == (((3) | ((0) << 4)))) ? ((n1) = ((lua_Number)(((((void)0), (((v1)->value_).i))))), 1) : 0)) && (((((v2))->tt_) == (((3) | ((1) << 4)))) ? ((n2) = (((void)0), (((v2)->value_).n)), 1) : (((((v2))->tt_) == (((3) | ((0) << 4)))) ? ((n2) = ((lua_Number)(((((void)0), (((v2)->value_).i))))), 1) : 0))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).n=(((n1)/(n2))); ((io)->tt_=(((3) | ((1) << 4)))); }; }}; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_IDIV: {
        ((ci->u.l.savedpc = pc), L->top.p = ci->top.p);
        { TValue *v1 = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); TValue *v2 = (&((base+(((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); if (((((v1))->tt_) == (((3) | ((0) << 4)))) && ((((v2))->tt_) == (((3) | ((0) << 4))))) { lua_Integer i1 = (((void)0), (((v1)->value_).i)); lua_Integer i2 = (((void)0), (((v2)->value_).i)); pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(luaV_idiv(L, i1, i2)); ((io)->tt_=(((3) | ((0) << 4)))); }; } else { lua_Number n1; lua_Number n2; if ((((((v1))->tt_) == (((3) | ((1) << 4)))) ? ((n1) = (((void)0), (((v1)->value_).n)), 1) : (((((v1))->tt_) == (((3) | ((0) << 4)))) ? ((n1) = ((lua_Number)(((((void)0), (((v1)->value_).i))))), 1) : 0)) && (((((v2))->tt_) == (((3) | ((1) << 4)))) ? ((n2) = (((void)0), (((v2)->value_).n)), 1) : (((((v2))->tt_) == (((3) | ((0) << 4)))) ? ((n2) = ((lua_Number)(((((void)0), (((v2)->value_).i))))), 1) : 0))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).n=(((void)L, (floor(((n1)/(n2)))))); ((io)->tt_=(((3) | ((1) << 4)))); }; }}; }; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_BAND: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); TValue *v1 = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); TValue *v2 = (&((base+(((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); lua_Integer i1; lua_Integer i2; if (((__builtin_expect(((((((v1))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&i1) = (((void)0), (((v1)->value_).i)), 1) : luaV_tointegerns(v1,&i1,F2Ieq)) && ((__builtin_expect(((((((v2))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&i2) = (((void)0), (((v2)->value_).i)), 1) : luaV_tointegerns(v2,&i2,F2Ieq))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(((lua_Integer)(((lua_Unsigned)(i1)) & ((lua_Unsigned)(i2))))); ((io)->tt_=(((3) | ((0) << 4)))); }; }};
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_BOR: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); TValue *v1 = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); TValue *v2 = (&((base+(((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); lua_Integer i1; lua_Integer i2; if (((__builtin_expect(((((((v1))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&i1) = (((void)0), (((v1)->value_).i)), 1) : luaV_tointegerns(v1,&i1,F2Ieq)) && ((__builtin_expect(((((((v2))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&i2) = (((void)0), (((v2)->value_).i)), 1) : luaV_tointegerns(v2,&i2,F2Ieq))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(((lua_Integer)(((lua_Unsigned)(i1)) | ((lua_Unsigned)(i2))))); ((io)->tt_=(((3) | ((0) << 4)))); }; }};
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_BXOR: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); TValue *v1 = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); TValue *v2 = (&((base+(((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); lua_Integer i1; lua_Integer i2; if (((__builtin_expect(((((((v1))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&i1) = (((void)0), (((v1)->value_).i)), 1) : luaV_tointegerns(v1,&i1,F2Ieq)) && ((__builtin_expect(((((((v2))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&i2) = (((void)0), (((v2)->value_).i)), 1) : luaV_tointegerns(v2,&i2,F2Ieq))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(((lua_Integer)(((lua_Unsigned)(i1)) ^ ((lua_Unsigned)(i2))))); ((io)->tt_=(((3) | ((0) << 4)))); }; }};
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_SHR: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); TValue *v1 = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); TValue *v2 = (&((base+(((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); lua_Integer i1; lua_Integer i2; if (((__builtin_expect(((((((v1))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&i1) = (((void)0), (((v1)->value_).i)), 1) : luaV_tointegerns(v1,&i1,F2Ieq)) && ((__builtin_expect(((((((v2))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&i2) = (((void)0), (((v2)->value_).i)), 1) : luaV_tointegerns(v2,&i2,F2Ieq))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(luaV_shiftl(i1,((lua_Integer)(((lua_Unsigned)(0)) - ((lua_Unsigned)(i2)))))); ((io)->tt_=(((3) | ((0) << 4)))); }; }};
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_SHL: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); TValue *v1 = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); TValue *v2 = (&((base+(((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); lua_Integer i1; lua_Integer i2; if (((__builtin_expect(((((((v1))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&i1) = (((void)0), (((v1)->value_).i)), 1) : luaV_tointegerns(v1,&i1,F2Ieq)) && ((__builtin_expect(((((((v2))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&i2) = (((void)0), (((v2)->value_).i)), 1) : luaV_tointegerns(v2,&i2,F2Ieq))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(luaV_shiftl(i1, i2)); ((io)->tt_=(((3) | ((0) << 4)))); }; }};
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_MMBIN: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        Instruction pi = *(pc - 2);
        TValue *rb = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val);
        TMS tm = (TMS)(((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));
        StkId result = (base+(((int)((((pi)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        ((void)0);
        (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaT_trybinTM(L, (&(ra)->val), rb, result, tm)), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_MMBINI: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        Instruction pi = *(pc - 2);
        int imm = (((((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))) - (((1<<8)-1) >> 1));
        TMS tm = (TMS)(((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));
        int flip = (((void)0), ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0))))))));
        StkId result = (base+(((int)((((pi)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaT_trybiniTM(L, (&(ra)->val), imm, flip, result, tm)), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_MMBINK: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        Instruction pi = *(pc - 2);
        TValue *imm = (k+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))));
        TMS tm = (TMS)(((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));
        int flip = (((void)0), ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0))))))));
        StkId result = (base+(((int)((((pi)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaT_trybinassocTM(L, (&(ra)->val), imm, flip, result, tm)), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_UNM: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        TValue *rb = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val);
        lua_Number nb;
        if (((((rb))->tt_) == (((3) | ((0) << 4))))) {
          lua_Integer ib = (((void)0), (((rb)->value_).i));
          { TValue *io=((&(ra)->val)); ((io)->value_).i=(((lua_Integer)(((lua_Unsigned)(0)) - ((lua_Unsigned)(ib))))); ((io)->tt_=(((3) | ((0) << 4)))); };
        }
        else if ((((((rb))->tt_) == (((3) | ((1) << 4)))) ? ((nb) = (((void)0), (((rb)->value_).n)), 1) : (((((rb))->tt_) == (((3) | ((0) << 4)))) ? ((nb) = ((lua_Number)(((((void)0), (((rb)->value_).i))))), 1) : 0))) {
          { TValue *io=((&(ra)->val)); ((io)->value_).n=((-(nb))); ((io)->tt_=(((3) | ((1) << 4)))); };
        }
        else
          (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaT_trybinTM(L, rb, rb, ra, TM_UNM)), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_BNOT: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        TValue *rb = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val);
        lua_Integer ib;
        if (((__builtin_expect(((((((rb))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&ib) = (((void)0), (((rb)->value_).i)), 1) : luaV_tointegerns(rb,&ib,F2Ieq))) {
          { TValue *io=((&(ra)->val)); ((io)->value_).i=(((lua_Integer)(((lua_Unsigned)(~((lua_Unsigned)(0)))) ^ ((lua_Unsigned)(ib))))); ((io)->tt_=(((3) | ((0) << 4)))); };
        }
        else
          (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaT_trybinTM(L, rb, rb, ra, TM_BNOT)), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_NOT: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        TValue *rb = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val);
        if ((((((rb))->tt_) == (((1) | ((0) << 4)))) || (((((((rb))->tt_)) & 0x0F)) == (0))))
          (((&(ra)->val))->tt_=(((1) | ((1) << 4))));
        else
          (((&(ra)->val))->tt_=(((1) | ((0) << 4))));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_LEN: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaV_objlen(L, ra, (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val))), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_CONCAT: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        int n = (((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));
        L->top.p = ra + n;
        ((ci->u.l.savedpc = pc), (luaV_concat(L, n)), (trap = ci->u.l.trap));
        { { if ((L->l_G)->GCdebt > 0) { ((ci->u.l.savedpc = pc), L->top.p = (L->top.p)); luaC_step(L); (trap = ci->u.l.trap);}; ((void)0); }; {((void) 0); ((void) 0);}; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_CLOSE: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaF_close(L, ra, 0, 1)), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_TBC: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));

        (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaF_newtbcupval(L, ra)));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_JMP: {
        { pc += (((void)0), ((((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0)))))) - (((1 << ((8 + 8 + 1) + 8)) - 1) >> 1))) + 0; (trap = ci->u.l.trap); };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_EQ: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        int cond;
        TValue *rb = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val);
        (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (cond = luaV_equalobj(L, (&(ra)->val), rb)), (trap = ci->u.l.trap));
        if (cond != (((void)0), ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0))))))))) pc++; else { Instruction ni = *pc; { pc += (((void)0), ((((int)((((ni)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0)))))) - (((1 << ((8 + 8 + 1) + 8)) - 1) >> 1))) + 1; (trap = ci->u.l.trap); }; };;
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_LT: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); int cond; TValue *rb = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); if ((((((&(ra)->val)))->tt_) == (((3) | ((0) << 4)))) && ((((rb))->tt_) == (((3) | ((0) << 4))))) { lua_Integer ia = (((void)0), ((((&(ra)->val))->value_).i)); lua_Integer ib = (((void)0), (((rb)->value_).i)); cond = (ia < ib); } else if (((((((((&(ra)->val)))->tt_)) & 0x0F)) == (3)) && (((((((rb))->tt_)) & 0x0F)) == (3))) cond = LTnum((&(ra)->val), rb); else (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (cond = lessthanothers(L, (&(ra)->val), rb)), (trap = ci->u.l.trap)); if (cond != (((void)0), ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0))))))))) pc++; else { Instruction ni = *pc; { pc += (((void)0), ((((int)((((ni)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0)))))) - (((1 << ((8 + 8 + 1) + 8)) - 1) >> 1))) + 1; (trap = ci->u.l.trap); }; };; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_LE: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); int cond; TValue *rb = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val); if ((((((&(ra)->val)))->tt_) == (((3) | ((0) << 4)))) && ((((rb))->tt_) == (((3) | ((0) << 4))))) { lua_Integer ia = (((void)0), ((((&(ra)->val))->value_).i)); lua_Integer ib = (((void)0), (((rb)->value_).i)); cond = (ia <= ib); } else if (((((((((&(ra)->val)))->tt_)) & 0x0F)) == (3)) && (((((((rb))->tt_)) & 0x0F)) == (3))) cond = LEnum((&(ra)->val), rb); else (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (cond = lessequalothers(L, (&(ra)->val), rb)), (trap = ci->u.l.trap)); if (cond != (((void)0), ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0))))))))) pc++; else { Instruction ni = *pc; { pc += (((void)0), ((((int)((((ni)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0)))))) - (((1 << ((8 + 8 + 1) + 8)) - 1) >> 1))) + 1; (trap = ci->u.l.trap); }; };; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_EQK: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        TValue *rb = (k+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))));

        int cond = luaV_equalobj(
# 1625 "../lua/lvm.c" 3 4
                  ((void *)0)
# 1625 "../lua/lvm.c"
                  ,(&(ra)->val),rb);
        if (cond != (((void)0), ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0))))))))) pc++; else { Instruction ni = *pc; { pc += (((void)0), ((((int)((((ni)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0)))))) - (((1 << ((8 + 8 + 1) + 8)) - 1) >> 1))) + 1; (trap = ci->u.l.trap); }; };;
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_EQI: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        int cond;
        int im = (((((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))) - (((1<<8)-1) >> 1));
        if ((((((&(ra)->val)))->tt_) == (((3) | ((0) << 4)))))
          cond = ((((void)0), ((((&(ra)->val))->value_).i)) == im);
        else if ((((((&(ra)->val)))->tt_) == (((3) | ((1) << 4)))))
          cond = (((((void)0), ((((&(ra)->val))->value_).n)))==(((lua_Number)((im)))));
        else
          cond = 0;
        if (cond != (((void)0), ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0))))))))) pc++; else { Instruction ni = *pc; { pc += (((void)0), ((((int)((((ni)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0)))))) - (((1 << ((8 + 8 + 1) + 8)) - 1) >> 1))) + 1; (trap = ci->u.l.trap); }; };;
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_LTI: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); int cond; int im = (((((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))) - (((1<<8)-1) >> 1)); if ((((((&(ra)->val)))->tt_) == (((3) | ((0) << 4))))) cond = ((((void)0), ((((&(ra)->val))->value_).i)) < im); else if ((((((&(ra)->val)))->tt_) == (((3) | ((1) << 4))))) { lua_Number fa = (((void)0), ((((&(ra)->val))->value_).n)); lua_Number fim = ((lua_Number)((im))); cond = ((fa)<(fim)); } else { int isf = (((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))); (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (cond = luaT_callorderiTM(L, (&(ra)->val), im, 0, isf, TM_LT)), (trap = ci->u.l.trap)); } if (cond != (((void)0), ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0))))))))) pc++; else { Instruction ni = *pc; { pc += (((void)0), ((((int)((((ni)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0)))))) - (((1 << ((8 + 8 + 1) + 8)) - 1) >> 1))) + 1; (trap = ci->u.l.trap); }; };; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_LEI: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); int cond; int im = (((((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))) - (((1<<8)-1) >> 1)); if ((((((&(ra)->val)))->tt_) == (((3) | ((0) << 4))))) cond = ((((void)0), ((((&(ra)->val))->value_).i)) <= im); else if ((((((&(ra)->val)))->tt_) == (((3) | ((1) << 4))))) { lua_Number fa = (((void)0), ((((&(ra)->val))->value_).n)); lua_Number fim = ((lua_Number)((im))); cond = ((fa)<=(fim)); } else { int isf = (((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))); (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (cond = luaT_callorderiTM(L, (&(ra)->val), im, 0, isf, TM_LE)), (trap = ci->u.l.trap)); } if (cond != (((void)0), ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0))))))))) pc++; else { Instruction ni = *pc; { pc += (((void)0), ((((int)((((ni)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0)))))) - (((1 << ((8 + 8 + 1) + 8)) - 1) >> 1))) + 1; (trap = ci->u.l.trap); }; };; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_GTI: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); int cond; int im = (((((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))) - (((1<<8)-1) >> 1)); if ((((((&(ra)->val)))->tt_) == (((3) | ((0) << 4))))) cond = ((((void)0), ((((&(ra)->val))->value_).i)) > im); else if ((((((&(ra)->val)))->tt_) == (((3) | ((1) << 4))))) { lua_Number fa = (((void)0), ((((&(ra)->val))->value_).n)); lua_Number fim = ((lua_Number)((im))); cond = ((fa)>(fim)); } else { int isf = (((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))); (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (cond = luaT_callorderiTM(L, (&(ra)->val), im, 1, isf, TM_LT)), (trap = ci->u.l.trap)); } if (cond != (((void)0), ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0))))))))) pc++; else { Instruction ni = *pc; { pc += (((void)0), ((((int)((((ni)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0)))))) - (((1 << ((8 + 8 + 1) + 8)) - 1) >> 1))) + 1; (trap = ci->u.l.trap); }; };; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_GEI: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); int cond; int im = (((((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))) - (((1<<8)-1) >> 1)); if ((((((&(ra)->val)))->tt_) == (((3) | ((0) << 4))))) cond = ((((void)0), ((((&(ra)->val))->value_).i)) >= im); else if ((((((&(ra)->val)))->tt_) == (((3) | ((1) << 4))))) { lua_Number fa = (((void)0), ((((&(ra)->val))->value_).n)); lua_Number fim = ((lua_Number)((im))); cond = ((fa)>=(fim)); } else { int isf = (((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))); (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (cond = luaT_callorderiTM(L, (&(ra)->val), im, 1, isf, TM_LE)), (trap = ci->u.l.trap)); } if (cond != (((void)0), ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0))))))))) pc++; else { Instruction ni = *pc; { pc += (((void)0), ((((int)((((ni)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0)))))) - (((1 << ((8 + 8 + 1) + 8)) - 1) >> 1))) + 1; (trap = ci->u.l.trap); }; };; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_TEST: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        int cond = !((((((&(ra)->val)))->tt_) == (((1) | ((0) << 4)))) || ((((((((&(ra)->val)))->tt_)) & 0x0F)) == (0)));
        if (cond != (((void)0), ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0))))))))) pc++; else { Instruction ni = *pc; { pc += (((void)0), ((((int)((((ni)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0)))))) - (((1 << ((8 + 8 + 1) + 8)) - 1) >> 1))) + 1; (trap = ci->u.l.trap); }; };;
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_TESTSET: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        TValue *rb = (&((base+(((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))))->val);
        if ((((((rb))->tt_) == (((1) | ((0) << 4)))) || (((((((rb))->tt_)) & 0x0F)) == (0))) == (((void)0), ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0)))))))))
          pc++;
        else {
          { TValue *io1=((&(ra)->val)); const TValue *io2=(rb); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 1670 "../lua/lvm.c" 3 4
         ((void *)0) 
# 1670 "../lua/lvm.c"
         || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
          { Instruction ni = *pc; { pc += (((void)0), ((((int)((((ni)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0)))))) - (((1 << ((8 + 8 + 1) + 8)) - 1) >> 1))) + 1; (trap = ci->u.l.trap); }; };
        }
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_CALL: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        CallInfo *newci;
        int b = (((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));
        int nresults = (((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))) - 1;
        if (b != 0)
          L->top.p = ra + b;

        (ci->u.l.savedpc = pc);
        if ((newci = luaD_precall(L, ra, nresults)) == 
# 1684 "../lua/lvm.c" 3 4
                                                      ((void *)0)
# 1684 "../lua/lvm.c"
                                                          )
          (trap = ci->u.l.trap);
        else {
          ci = newci;
          goto startfunc;
        }
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_TAILCALL: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        int b = (((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));
        int n;
        int nparams1 = (((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));

        int delta = (nparams1) ? ci->u.l.nextraargs + nparams1 : 0;
        if (b != 0)
          L->top.p = ra + b;
        else
          b = ((int)((L->top.p - ra)));
        (ci->u.l.savedpc = pc);
        if ((((void)0), ((((int)((((i) & (1u << ((0 + 7) + 8)))))))))) {
          luaF_closeupval(L, base);
          ((void)0);
          ((void)0);
        }
        if ((n = luaD_pretailcall(L, ci, ra, b, delta)) < 0)
          goto startfunc;
        else {
          ci->func.p -= delta;
          luaD_poscall(L, ci, n);
          (trap = ci->u.l.trap);
          goto ret;
        }
      }
      L_OP_RETURN: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        int n = (((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))) - 1;
        int nparams1 = (((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));
        if (n < 0)
          n = ((int)((L->top.p - ra)));
        (ci->u.l.savedpc = pc);
        if ((((void)0), ((((int)((((i) & (1u << ((0 + 7) + 8)))))))))) {
          ci->u2.nres = n;
          if (L->top.p < ci->top.p)
            L->top.p = ci->top.p;
          luaF_close(L, base, (-1), 1);
          (trap = ci->u.l.trap);
          { if ((__builtin_expect(((trap) != 0), 0))) { (base = ci->func.p + 1); ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); } };
        }
        if (nparams1)
          ci->func.p -= ci->u.l.nextraargs + nparams1;
        L->top.p = ra + n;
        luaD_poscall(L, ci, n);
        (trap = ci->u.l.trap);
        goto ret;
      }
      L_OP_RETURN0: {
        if ((__builtin_expect(((L->hookmask) != 0), 0))) {
          StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
          L->top.p = ra;
          (ci->u.l.savedpc = pc);
          luaD_poscall(L, ci, 0);
          trap = 1;
        }
        else {
          int nres;
          L->ci = ci->previous;
          L->top.p = base - 1;
          for (nres = ci->nresults; (__builtin_expect(((nres > 0) != 0), 0)); nres--)
            (((&(L->top.p++)->val))->tt_=(((0) | ((0) << 4))));
        }
        goto ret;
      }
      L_OP_RETURN1: {
        if ((__builtin_expect(((L->hookmask) != 0), 0))) {
          StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
          L->top.p = ra + 1;
          (ci->u.l.savedpc = pc);
          luaD_poscall(L, ci, 1);
          trap = 1;
        }
        else {
          int nres = ci->nresults;
          L->ci = ci->previous;
          if (nres == 0)
            L->top.p = base - 1;
          else {
            StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
            { TValue *io1=((&(base - 1)->val)); const TValue *io2=((&(ra)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 1772 "../lua/lvm.c" 3 4
           ((void *)0) 
# 1772 "../lua/lvm.c"
           || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
            L->top.p = base;
            for (; (__builtin_expect(((nres > 1) != 0), 0)); nres--)
              (((&(L->top.p++)->val))->tt_=(((0) | ((0) << 4))));
          }
        }
       ret:
        if (ci->callstatus & (1<<2))
          return;
        else {
          ci = ci->previous;
          goto returning;
        }
      }
      L_OP_FORLOOP: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        if ((((((&(ra + 2)->val)))->tt_) == (((3) | ((0) << 4))))) {
          lua_Unsigned count = ((lua_Unsigned)((((void)0), ((((&(ra + 1)->val))->value_).i))));
          if (count > 0) {
            lua_Integer step = (((void)0), ((((&(ra + 2)->val))->value_).i));
            lua_Integer idx = (((void)0), ((((&(ra)->val))->value_).i));
            { TValue *io=((&(ra + 1)->val)); ((void)0); ((io)->value_).i=(count - 1); };
            idx = ((lua_Integer)(((lua_Unsigned)(idx)) + ((lua_Unsigned)(step))));
            { TValue *io=((&(ra)->val)); ((void)0); ((io)->value_).i=(idx); };
            { TValue *io=((&(ra + 3)->val)); ((io)->value_).i=(idx); ((io)->tt_=(((3) | ((0) << 4)))); };
            pc -= (((void)0), ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<((8 + 8 + 1))))<<(0))))))));
          }
        }
        else if (floatforloop(ra))
          pc -= (((void)0), ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<((8 + 8 + 1))))<<(0))))))));
        (trap = ci->u.l.trap);
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_FORPREP: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        ((ci->u.l.savedpc = pc), L->top.p = ci->top.p);
        if (forprep(L, ra))
          pc += (((void)0), ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<((8 + 8 + 1))))<<(0)))))))) + 1;
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_TFORPREP: {
       StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));

        (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaF_newtbcupval(L, ra + 3)));
        pc += (((void)0), ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<((8 + 8 + 1))))<<(0))))))));
        i = *(pc++);
        ((void)0);
        goto l_tforcall;
      }
      L_OP_TFORCALL: {
       l_tforcall: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));






        memcpy(ra + 4, ra, 3 * sizeof(*ra));
        L->top.p = ra + 4 + 3;
        ((ci->u.l.savedpc = pc), (luaD_call(L, ra + 4, (((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { (base = ci->func.p + 1); ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); } };
        i = *(pc++);
        ((void)0);
        goto l_tforloop;
      }}
      L_OP_TFORLOOP: {
       l_tforloop: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        if (!((((((((&(ra + 4)->val)))->tt_)) & 0x0F)) == (0))) {
          { TValue *io1=((&(ra + 2)->val)); const TValue *io2=((&(ra + 4)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 1842 "../lua/lvm.c" 3 4
         ((void *)0) 
# 1842 "../lua/lvm.c"
         || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
          pc -= (((void)0), ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<((8 + 8 + 1))))<<(0))))))));
        }
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }}
      L_OP_SETLIST: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        int n = (((void)0), ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));
        unsigned int last = (((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));
        Table *h = (((void)0), ((((void)0), (&((((union GCUnion *)(((((&(ra)->val))->value_).gc))))->h)))));
        if (n == 0)
          n = ((int)((L->top.p - ra))) - 1;
        else
          L->top.p = ci->top.p;
        last += n;
        if ((((void)0), ((((int)((((i) & (1u << ((0 + 7) + 8)))))))))) {
          last += (((void)0), ((((int)((((*pc)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0)))))))) * (((1<<8)-1) + 1);
          pc++;
        }
        if (last > luaH_realasize(h))
          luaH_resizearray(L, h, last);
        for (; n > 0; n--) {
          TValue *val = (&(ra + n)->val);
          { TValue *io1=(&h->array[last - 1]); const TValue *io2=(val); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 1865 "../lua/lvm.c" 3 4
         ((void *)0) 
# 1865 "../lua/lvm.c"
         || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
          last--;
          ( (((val)->tt_) & (1 << 6)) ? ( (((((((void)0), (&(((union GCUnion *)((h)))->gc))))->marked) & ((1<<(5)))) && ((((((void)0), (((val)->value_).gc)))->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrierback_(L,(((void)0), (&(((union GCUnion *)((h)))->gc)))) : ((void)((0)))) : ((void)((0))));
        }
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_CLOSURE: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        Proto *p = cl->p->p[(((void)0), ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<((8 + 8 + 1))))<<(0))))))))];
        (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (pushclosure(L, p, cl->upvals, base, ra)));
        { { if ((L->l_G)->GCdebt > 0) { ((ci->u.l.savedpc = pc), L->top.p = (ra + 1)); luaC_step(L); (trap = ci->u.l.trap);}; ((void)0); }; {((void) 0); ((void) 0);}; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_VARARG: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        int n = (((void)0), ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))) - 1;
        (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaT_getvarargs(L, ci, ra, n)), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_VARARGPREP: {
        ((ci->u.l.savedpc = pc), (luaT_adjustvarargs(L, (((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))), ci, cl->p)), (trap = ci->u.l.trap));
        if ((__builtin_expect(((trap) != 0), 0))) {
          luaD_hookcall(L, ci);
          L->oldpc = 1;
        }
        (base = ci->func.p + 1);
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_EXTRAARG: {
        ((void)0);
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
    }
  }
}
# 93 "../lua/onelua.c" 2
# 1 "../lua/lapi.c" 1
# 13 "../lua/lapi.c"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/limits.h" 1 3 4
# 14 "../lua/lapi.c" 2
# 35 "../lua/lapi.c"
const char lua_ident[] =
  "$LuaVersion: " "Lua " "5" "." "4" "." "6" "  Copyright (C) 1994-2023 Lua.org, PUC-Rio" " $"
  "$LuaAuthors: " "R. Ierusalimschy, L. H. de Figueiredo, W. Celes" " $";
# 60 "../lua/lapi.c"
static TValue *index2value (lua_State *L, int idx) {
  CallInfo *ci = L->ci;
  if (idx > 0) {
    StkId o = ci->func.p + idx;
    ((void)L, ((void)0));
    if (o >= L->top.p) return &(L->l_G)->nilvalue;
    else return (&(o)->val);
  }
  else if (!((idx) <= (-1000000 - 1000))) {
    ((void)L, ((void)0))
                                 ;
    return (&(L->top.p + idx)->val);
  }
  else if (idx == (-1000000 - 1000))
    return &(L->l_G)->l_registry;
  else {
    idx = (-1000000 - 1000) - idx;
    ((void)L, ((void)0));
    if ((((((&(ci->func.p)->val)))->tt_) == (((((6) | ((2) << 4))) | (1 << 6))))) {
      CClosure *func = (((void)0), ((((void)0), (&((((union GCUnion *)(((((&(ci->func.p)->val))->value_).gc))))->cl.c)))));
      return (idx <= func->nupvalues) ? &func->upvalue[idx-1]
                                      : &(L->l_G)->nilvalue;
    }
    else {
      ((void)L, ((void)0));
      return &(L->l_G)->nilvalue;
    }
  }
}






static inline StkId index2stack (lua_State *L, int idx) {
  CallInfo *ci = L->ci;
  if (idx > 0) {
    StkId o = ci->func.p + idx;
    ((void)L, ((void)0));
    return o;
  }
  else {
    ((void)L, ((void)0))
                                 ;
    ((void)L, ((void)0));
    return L->top.p + idx;
  }
}


extern int lua_checkstack (lua_State *L, int n) {
  int res;
  CallInfo *ci;
  ((void) 0);
  ci = L->ci;
  ((void)L, ((void)0));
  if (L->stack_last.p - L->top.p > n)
    res = 1;
  else
    res = luaD_growstack(L, n, 0);
  if (res && ci->top.p < L->top.p + n)
    ci->top.p = L->top.p + n;
  ((void) 0);
  return res;
}


extern void lua_xmove (lua_State *from, lua_State *to, int n) {
  int i;
  if (from == to) return;
  ((void) 0);
  ((void)from, ((void)0));
  ((void)from, ((void)0));
  ((void)from, ((void)0));
  from->top.p -= n;
  for (i = 0; i < n; i++) {
    { TValue *io1=((&(to->top.p)->val)); const TValue *io2=((&(from->top.p + i)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)to, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (to == 
# 137 "../lua/lapi.c" 3 4
   ((void *)0) 
# 137 "../lua/lapi.c"
   || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((to->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
    to->top.p++;
  }
  ((void) 0);
}


extern lua_CFunction lua_atpanic (lua_State *L, lua_CFunction panicf) {
  lua_CFunction old;
  ((void) 0);
  old = (L->l_G)->panic;
  (L->l_G)->panic = panicf;
  ((void) 0);
  return old;
}


extern lua_Number lua_version (lua_State *L) {
  ((void)(L));
  return 504;
}
# 169 "../lua/lapi.c"
extern int lua_absindex (lua_State *L, int idx) {
  return (idx > 0 || ((idx) <= (-1000000 - 1000)))
         ? idx
         : ((int)((L->top.p - L->ci->func.p))) + idx;
}


extern int lua_gettop (lua_State *L) {
  return ((int)((L->top.p - (L->ci->func.p + 1))));
}


extern void lua_settop (lua_State *L, int idx) {
  CallInfo *ci;
  StkId func, newtop;
  ptrdiff_t diff;
  ((void) 0);
  ci = L->ci;
  func = ci->func.p;
  if (idx >= 0) {
    ((void)L, ((void)0));
    diff = ((func + 1) + idx) - L->top.p;
    for (; diff > 0; diff--)
      (((&(L->top.p++)->val))->tt_=(((0) | ((0) << 4))));
  }
  else {
    ((void)L, ((void)0));
    diff = idx + 1;
  }
  ((void)L, ((void)0));
  newtop = L->top.p + diff;
  if (diff < 0 && L->tbclist.p >= newtop) {
    ((void)0);
    newtop = luaF_close(L, newtop, (-1), 0);
  }
  L->top.p = newtop;
  ((void) 0);
}


extern void lua_closeslot (lua_State *L, int idx) {
  StkId level;
  ((void) 0);
  level = index2stack(L, idx);
  ((void)L, ((void)0))
                                           ;
  level = luaF_close(L, level, (-1), 0);
  (((&(level)->val))->tt_=(((0) | ((0) << 4))));
  ((void) 0);
}
# 227 "../lua/lapi.c"
static inline void reverse (lua_State *L, StkId from, StkId to) {
  for (; from < to; from++, to--) {
    TValue temp;
    { TValue *io1=(&temp); const TValue *io2=((&(from)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 230 "../lua/lapi.c" 3 4
   ((void *)0) 
# 230 "../lua/lapi.c"
   || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
    { TValue *io1=((&(from)->val)); const TValue *io2=((&(to)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 231 "../lua/lapi.c" 3 4
   ((void *)0) 
# 231 "../lua/lapi.c"
   || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
    { TValue *io1=((&(to)->val)); const TValue *io2=(&temp); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 232 "../lua/lapi.c" 3 4
   ((void *)0) 
# 232 "../lua/lapi.c"
   || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
  }
}






extern void lua_rotate (lua_State *L, int idx, int n) {
  StkId p, t, m;
  ((void) 0);
  t = L->top.p - 1;
  p = index2stack(L, idx);
  ((void)L, ((void)0));
  m = (n >= 0 ? t - n : p - n - 1);
  reverse(L, p, m);
  reverse(L, m + 1, t);
  reverse(L, p, t);
  ((void) 0);
}


extern void lua_copy (lua_State *L, int fromidx, int toidx) {
  TValue *fr, *to;
  ((void) 0);
  fr = index2value(L, fromidx);
  to = index2value(L, toidx);
  ((void)L, ((void)0));
  { TValue *io1=(to); const TValue *io2=(fr); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 261 "../lua/lapi.c" 3 4
 ((void *)0) 
# 261 "../lua/lapi.c"
 || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
  if (((toidx) < (-1000000 - 1000)))
    ( (((fr)->tt_) & (1 << 6)) ? ( (((((((void)0), ((((void)0), (&((((union GCUnion *)(((((&(L->ci->func.p)->val))->value_).gc))))->cl.c))))))->marked) & ((1<<(5)))) && ((((((void)0), (((fr)->value_).gc)))->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrier_(L,(((void)0), (&(((union GCUnion *)(((((void)0), ((((void)0), (&((((union GCUnion *)(((((&(L->ci->func.p)->val))->value_).gc))))->cl.c))))))))->gc))),(((void)0), (&(((union GCUnion *)(((((void)0), (((fr)->value_).gc)))))->gc)))) : ((void)((0)))) : ((void)((0))));


  ((void) 0);
}


extern void lua_pushvalue (lua_State *L, int idx) {
  ((void) 0);
  { TValue *io1=((&(L->top.p)->val)); const TValue *io2=(index2value(L, idx)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 272 "../lua/lapi.c" 3 4
 ((void *)0) 
# 272 "../lua/lapi.c"
 || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
  {L->top.p++; ((void)L, ((void)0));};
  ((void) 0);
}
# 284 "../lua/lapi.c"
extern int lua_type (lua_State *L, int idx) {
  const TValue *o = index2value(L, idx);
  return ((!(((((((o))->tt_)) & 0x0F)) == (0)) || o != &(L->l_G)->nilvalue) ? (((((o)->tt_)) & 0x0F)) : (-1));
}


extern const char *lua_typename (lua_State *L, int t) {
  ((void)(L));
  ((void)L, ((void)0));
  return luaT_typenames_[(t) + 1];
}


extern int lua_iscfunction (lua_State *L, int idx) {
  const TValue *o = index2value(L, idx);
  return (((((o))->tt_) == (((6) | ((1) << 4)))) || (((((o))->tt_) == (((((6) | ((2) << 4))) | (1 << 6))))));
}


extern int lua_isinteger (lua_State *L, int idx) {
  const TValue *o = index2value(L, idx);
  return ((((o))->tt_) == (((3) | ((0) << 4))));
}


extern int lua_isnumber (lua_State *L, int idx) {
  lua_Number n;
  const TValue *o = index2value(L, idx);
  return (((((o))->tt_) == (((3) | ((1) << 4)))) ? (*(&n) = (((void)0), (((o)->value_).n)), 1) : luaV_tonumber_(o,&n));
}


extern int lua_isstring (lua_State *L, int idx) {
  const TValue *o = index2value(L, idx);
  return ((((((((o))->tt_)) & 0x0F)) == (4)) || (((((((o))->tt_)) & 0x0F)) == (3)));
}


extern int lua_isuserdata (lua_State *L, int idx) {
  const TValue *o = index2value(L, idx);
  return (((((o))->tt_) == (((((7) | ((0) << 4))) | (1 << 6)))) || ((((o))->tt_) == (((2) | ((0) << 4)))));
}


extern int lua_rawequal (lua_State *L, int index1, int index2) {
  const TValue *o1 = index2value(L, index1);
  const TValue *o2 = index2value(L, index2);
  return ((!(((((((o1))->tt_)) & 0x0F)) == (0)) || o1 != &(L->l_G)->nilvalue) && (!(((((((o2))->tt_)) & 0x0F)) == (0)) || o2 != &(L->l_G)->nilvalue)) ? luaV_equalobj(
# 331 "../lua/lapi.c" 3 4
                                             ((void *)0)
# 331 "../lua/lapi.c"
                                             ,o1,o2) : 0;
}


extern void lua_arith (lua_State *L, int op) {
  ((void) 0);
  if (op != 12 && op != 13)
    ((void)L, ((void)0));
  else {
    ((void)L, ((void)0));
    { TValue *io1=((&(L->top.p)->val)); const TValue *io2=((&(L->top.p - 1)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 341 "../lua/lapi.c" 3 4
   ((void *)0) 
# 341 "../lua/lapi.c"
   || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
    {L->top.p++; ((void)L, ((void)0));};
  }

  luaO_arith(L, op, (&(L->top.p - 2)->val), (&(L->top.p - 1)->val), L->top.p - 2);
  L->top.p--;
  ((void) 0);
}


extern int lua_compare (lua_State *L, int index1, int index2, int op) {
  const TValue *o1;
  const TValue *o2;
  int i = 0;
  ((void) 0);
  o1 = index2value(L, index1);
  o2 = index2value(L, index2);
  if ((!(((((((o1))->tt_)) & 0x0F)) == (0)) || o1 != &(L->l_G)->nilvalue) && (!(((((((o2))->tt_)) & 0x0F)) == (0)) || o2 != &(L->l_G)->nilvalue)) {
    switch (op) {
      case 0: i = luaV_equalobj(L, o1, o2); break;
      case 1: i = luaV_lessthan(L, o1, o2); break;
      case 2: i = luaV_lessequal(L, o1, o2); break;
      default: ((void)L, ((void)0));
    }
  }
  ((void) 0);
  return i;
}


extern size_t lua_stringtonumber (lua_State *L, const char *s) {
  size_t sz = luaO_str2num(s, (&(L->top.p)->val));
  if (sz != 0)
    {L->top.p++; ((void)L, ((void)0));};
  return sz;
}


extern lua_Number lua_tonumberx (lua_State *L, int idx, int *pisnum) {
  lua_Number n = 0;
  const TValue *o = index2value(L, idx);
  int isnum = (((((o))->tt_) == (((3) | ((1) << 4)))) ? (*(&n) = (((void)0), (((o)->value_).n)), 1) : luaV_tonumber_(o,&n));
  if (pisnum)
    *pisnum = isnum;
  return n;
}


extern lua_Integer lua_tointegerx (lua_State *L, int idx, int *pisnum) {
  lua_Integer res = 0;
  const TValue *o = index2value(L, idx);
  int isnum = ((__builtin_expect(((((((o))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&res) = (((void)0), (((o)->value_).i)), 1) : luaV_tointeger(o,&res,F2Ieq));
  if (pisnum)
    *pisnum = isnum;
  return res;
}


extern int lua_toboolean (lua_State *L, int idx) {
  const TValue *o = index2value(L, idx);
  return !(((((o))->tt_) == (((1) | ((0) << 4)))) || (((((((o))->tt_)) & 0x0F)) == (0)));
}


extern const char *lua_tolstring (lua_State *L, int idx, size_t *len) {
  TValue *o;
  ((void) 0);
  o = index2value(L, idx);
  if (!(((((((o))->tt_)) & 0x0F)) == (4))) {
    if (!(((((((o))->tt_)) & 0x0F)) == (3))) {
      if (len != 
# 411 "../lua/lapi.c" 3 4
                ((void *)0)
# 411 "../lua/lapi.c"
                    ) *len = 0;
      ((void) 0);
      return 
# 413 "../lua/lapi.c" 3 4
            ((void *)0)
# 413 "../lua/lapi.c"
                ;
    }
    luaO_tostring(L, o);
    { if ((L->l_G)->GCdebt > 0) { (void)0; luaC_step(L); (void)0;}; ((void)0); };
    o = index2value(L, idx);
  }
  if (len != 
# 419 "../lua/lapi.c" 3 4
            ((void *)0)
# 419 "../lua/lapi.c"
                )
    *len = (((((void)0), ((((void)0), (&((((union GCUnion *)((((o)->value_).gc))))->ts))))))->tt == ((4) | ((0) << 4)) ? ((((void)0), ((((void)0), (&((((union GCUnion *)((((o)->value_).gc))))->ts))))))->shrlen : ((((void)0), ((((void)0), (&((((union GCUnion *)((((o)->value_).gc))))->ts))))))->u.lnglen);
  ((void) 0);
  return (((((void)0), ((((void)0), (&((((union GCUnion *)((((o)->value_).gc))))->ts))))))->contents);
}


extern lua_Unsigned lua_rawlen (lua_State *L, int idx) {
  const TValue *o = index2value(L, idx);
  switch (((((o)->tt_)) & 0x3F)) {
    case ((4) | ((0) << 4)): return (((void)0), ((((void)0), (&((((union GCUnion *)((((o)->value_).gc))))->ts)))))->shrlen;
    case ((4) | ((1) << 4)): return (((void)0), ((((void)0), (&((((union GCUnion *)((((o)->value_).gc))))->ts)))))->u.lnglen;
    case ((7) | ((0) << 4)): return (((void)0), ((((void)0), (&((((union GCUnion *)((((o)->value_).gc))))->u)))))->len;
    case ((5) | ((0) << 4)): return luaH_getn((((void)0), ((((void)0), (&((((union GCUnion *)((((o)->value_).gc))))->h))))));
    default: return 0;
  }
}


extern lua_CFunction lua_tocfunction (lua_State *L, int idx) {
  const TValue *o = index2value(L, idx);
  if (((((o))->tt_) == (((6) | ((1) << 4))))) return (((void)0), (((o)->value_).f));
  else if (((((o))->tt_) == (((((6) | ((2) << 4))) | (1 << 6)))))
    return (((void)0), ((((void)0), (&((((union GCUnion *)((((o)->value_).gc))))->cl.c)))))->f;
  else return 
# 443 "../lua/lapi.c" 3 4
             ((void *)0)
# 443 "../lua/lapi.c"
                 ;
}


static inline void *touserdata (const TValue *o) {
  switch ((((((o)->tt_)) & 0x0F))) {
    case 7: return (((char *)(((((void)0), ((((void)0), (&((((union GCUnion *)((((o)->value_).gc))))->u)))))))) + ((((((void)0), ((((void)0), (&((((union GCUnion *)((((o)->value_).gc))))->u))))))->nuvalue) == 0 ? 
# 449 "../lua/lapi.c" 3 4
                              __builtin_offsetof (
# 449 "../lua/lapi.c"
                              Udata0
# 449 "../lua/lapi.c" 3 4
                              , 
# 449 "../lua/lapi.c"
                              bindata
# 449 "../lua/lapi.c" 3 4
                              ) 
# 449 "../lua/lapi.c"
                              : 
# 449 "../lua/lapi.c" 3 4
                              __builtin_offsetof (
# 449 "../lua/lapi.c"
                              Udata
# 449 "../lua/lapi.c" 3 4
                              , 
# 449 "../lua/lapi.c"
                              uv
# 449 "../lua/lapi.c" 3 4
                              ) 
# 449 "../lua/lapi.c"
                              + (sizeof(UValue) * (((((void)0), ((((void)0), (&((((union GCUnion *)((((o)->value_).gc))))->u))))))->nuvalue))));
    case 2: return (((void)0), (((o)->value_).p));
    default: return 
# 451 "../lua/lapi.c" 3 4
                   ((void *)0)
# 451 "../lua/lapi.c"
                       ;
  }
}


extern void *lua_touserdata (lua_State *L, int idx) {
  const TValue *o = index2value(L, idx);
  return touserdata(o);
}


extern lua_State *lua_tothread (lua_State *L, int idx) {
  const TValue *o = index2value(L, idx);
  return (!((((o))->tt_) == (((((8) | ((0) << 4))) | (1 << 6))))) ? 
# 464 "../lua/lapi.c" 3 4
                           ((void *)0) 
# 464 "../lua/lapi.c"
                                : (((void)0), ((((void)0), (&((((union GCUnion *)((((o)->value_).gc))))->th)))));
}
# 475 "../lua/lapi.c"
extern const void *lua_topointer (lua_State *L, int idx) {
  const TValue *o = index2value(L, idx);
  switch (((((o)->tt_)) & 0x3F)) {
    case ((6) | ((1) << 4)): return ((void *)((((size_t)(((((void)0), (((o)->value_).f))))))));
    case ((7) | ((0) << 4)): case ((2) | ((0) << 4)):
      return touserdata(o);
    default: {
      if ((((o)->tt_) & (1 << 6)))
        return (((void)0), (((o)->value_).gc));
      else
        return 
# 485 "../lua/lapi.c" 3 4
              ((void *)0)
# 485 "../lua/lapi.c"
                  ;
    }
  }
}
# 497 "../lua/lapi.c"
extern void lua_pushnil (lua_State *L) {
  ((void) 0);
  (((&(L->top.p)->val))->tt_=(((0) | ((0) << 4))));
  {L->top.p++; ((void)L, ((void)0));};
  ((void) 0);
}


extern void lua_pushnumber (lua_State *L, lua_Number n) {
  ((void) 0);
  { TValue *io=((&(L->top.p)->val)); ((io)->value_).n=(n); ((io)->tt_=(((3) | ((1) << 4)))); };
  {L->top.p++; ((void)L, ((void)0));};
  ((void) 0);
}


extern void lua_pushinteger (lua_State *L, lua_Integer n) {
  ((void) 0);
  { TValue *io=((&(L->top.p)->val)); ((io)->value_).i=(n); ((io)->tt_=(((3) | ((0) << 4)))); };
  {L->top.p++; ((void)L, ((void)0));};
  ((void) 0);
}







extern const char *lua_pushlstring (lua_State *L, const char *s, size_t len) {
  TString *ts;
  ((void) 0);
  ts = (len == 0) ? luaS_new(L, "") : luaS_newlstr(L, s, len);
  { TValue *io = ((&(L->top.p)->val)); TString *x_ = (ts); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((x_->tt) | (1 << 6)))); ((void)L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (L == 
# 530 "../lua/lapi.c" 3 4
 ((void *)0) 
# 530 "../lua/lapi.c"
 || !((((((void)0), (((io)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
  {L->top.p++; ((void)L, ((void)0));};
  { if ((L->l_G)->GCdebt > 0) { (void)0; luaC_step(L); (void)0;}; ((void)0); };
  ((void) 0);
  return ((ts)->contents);
}


extern const char *lua_pushstring (lua_State *L, const char *s) {
  ((void) 0);
  if (s == 
# 540 "../lua/lapi.c" 3 4
          ((void *)0)
# 540 "../lua/lapi.c"
              )
    (((&(L->top.p)->val))->tt_=(((0) | ((0) << 4))));
  else {
    TString *ts;
    ts = luaS_new(L, s);
    { TValue *io = ((&(L->top.p)->val)); TString *x_ = (ts); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((x_->tt) | (1 << 6)))); ((void)L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (L == 
# 545 "../lua/lapi.c" 3 4
   ((void *)0) 
# 545 "../lua/lapi.c"
   || !((((((void)0), (((io)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
    s = ((ts)->contents);
  }
  {L->top.p++; ((void)L, ((void)0));};
  { if ((L->l_G)->GCdebt > 0) { (void)0; luaC_step(L); (void)0;}; ((void)0); };
  ((void) 0);
  return s;
}


extern const char *lua_pushvfstring (lua_State *L, const char *fmt,
                                      va_list argp) {
  const char *ret;
  ((void) 0);
  ret = luaO_pushvfstring(L, fmt, argp);
  { if ((L->l_G)->GCdebt > 0) { (void)0; luaC_step(L); (void)0;}; ((void)0); };
  ((void) 0);
  return ret;
}


extern const char *lua_pushfstring (lua_State *L, const char *fmt, ...) {
  const char *ret;
  va_list argp;
  ((void) 0);
  
# 570 "../lua/lapi.c" 3 4
 __builtin_va_start(
# 570 "../lua/lapi.c"
 argp
# 570 "../lua/lapi.c" 3 4
 ,
# 570 "../lua/lapi.c"
 fmt
# 570 "../lua/lapi.c" 3 4
 )
# 570 "../lua/lapi.c"
                    ;
  ret = luaO_pushvfstring(L, fmt, argp);
  
# 572 "../lua/lapi.c" 3 4
 __builtin_va_end(
# 572 "../lua/lapi.c"
 argp
# 572 "../lua/lapi.c" 3 4
 )
# 572 "../lua/lapi.c"
             ;
  { if ((L->l_G)->GCdebt > 0) { (void)0; luaC_step(L); (void)0;}; ((void)0); };
  ((void) 0);
  return ret;
}


extern void lua_pushcclosure (lua_State *L, lua_CFunction fn, int n) {
  ((void) 0);
  if (n == 0) {
    { TValue *io=((&(L->top.p)->val)); ((io)->value_).f=(fn); ((io)->tt_=(((6) | ((1) << 4)))); };
    {L->top.p++; ((void)L, ((void)0));};
  }
  else {
    CClosure *cl;
    ((void)L, ((void)0));
    ((void)L, ((void)0));
    cl = luaF_newCclosure(L, n);
    cl->f = fn;
    L->top.p -= n;
    while (n--) {
      { TValue *io1=(&cl->upvalue[n]); const TValue *io2=((&(L->top.p + n)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 593 "../lua/lapi.c" 3 4
     ((void *)0) 
# 593 "../lua/lapi.c"
     || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };

      ((void)0);
    }
    { TValue *io = ((&(L->top.p)->val)); CClosure *x_ = (cl); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((((6) | ((2) << 4))) | (1 << 6)))); ((void)L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (L == 
# 597 "../lua/lapi.c" 3 4
   ((void *)0) 
# 597 "../lua/lapi.c"
   || !((((((void)0), (((io)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
    {L->top.p++; ((void)L, ((void)0));};
    { if ((L->l_G)->GCdebt > 0) { (void)0; luaC_step(L); (void)0;}; ((void)0); };
  }
  ((void) 0);
}


extern void lua_pushboolean (lua_State *L, int b) {
  ((void) 0);
  if (b)
    (((&(L->top.p)->val))->tt_=(((1) | ((1) << 4))));
  else
    (((&(L->top.p)->val))->tt_=(((1) | ((0) << 4))));
  {L->top.p++; ((void)L, ((void)0));};
  ((void) 0);
}


extern void lua_pushlightuserdata (lua_State *L, void *p) {
  ((void) 0);
  { TValue *io=((&(L->top.p)->val)); ((io)->value_).p=(p); ((io)->tt_=(((2) | ((0) << 4)))); };
  {L->top.p++; ((void)L, ((void)0));};
  ((void) 0);
}


extern int lua_pushthread (lua_State *L) {
  ((void) 0);
  { TValue *io = ((&(L->top.p)->val)); lua_State *x_ = (L); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((((8) | ((0) << 4))) | (1 << 6)))); ((void)L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (L == 
# 626 "../lua/lapi.c" 3 4
 ((void *)0) 
# 626 "../lua/lapi.c"
 || !((((((void)0), (((io)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
  {L->top.p++; ((void)L, ((void)0));};
  ((void) 0);
  return ((L->l_G)->mainthread == L);
}
# 639 "../lua/lapi.c"
static inline int auxgetstr (lua_State *L, const TValue *t, const char *k) {
  const TValue *slot;
  TString *str = luaS_new(L, k);
  if ((!((((t))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = 
# 642 "../lua/lapi.c" 3 4
     ((void *)0)
# 642 "../lua/lapi.c"
     , 0) : (slot = luaH_getstr((((void)0), ((((void)0), (&((((union GCUnion *)((((t)->value_).gc))))->h))))), str), !(((((((slot))->tt_)) & 0x0F)) == (0))))) {
    { TValue *io1=((&(L->top.p)->val)); const TValue *io2=(slot); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 643 "../lua/lapi.c" 3 4
   ((void *)0) 
# 643 "../lua/lapi.c"
   || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
    {L->top.p++; ((void)L, ((void)0));};
  }
  else {
    { TValue *io = ((&(L->top.p)->val)); TString *x_ = (str); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((x_->tt) | (1 << 6)))); ((void)L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (L == 
# 647 "../lua/lapi.c" 3 4
   ((void *)0) 
# 647 "../lua/lapi.c"
   || !((((((void)0), (((io)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
    {L->top.p++; ((void)L, ((void)0));};
    luaV_finishget(L, t, (&(L->top.p - 1)->val), L->top.p - 1, slot);
  }
  ((void) 0);
  return ((((((&(L->top.p - 1)->val))->tt_)) & 0x0F));
}
# 666 "../lua/lapi.c"
extern int lua_getglobal (lua_State *L, const char *name) {
  const TValue *G;
  ((void) 0);
  G = (&(((void)0), ((((void)0), (&((((union GCUnion *)((((&(L->l_G)->l_registry)->value_).gc))))->h)))))->array[2 - 1]);
  return auxgetstr(L, G, name);
}


extern int lua_gettable (lua_State *L, int idx) {
  const TValue *slot;
  TValue *t;
  ((void) 0);
  t = index2value(L, idx);
  if ((!((((t))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = 
# 679 "../lua/lapi.c" 3 4
     ((void *)0)
# 679 "../lua/lapi.c"
     , 0) : (slot = luaH_get((((void)0), ((((void)0), (&((((union GCUnion *)((((t)->value_).gc))))->h))))), (&(L->top.p - 1)->val)), !(((((((slot))->tt_)) & 0x0F)) == (0))))) {
    { TValue *io1=((&(L->top.p - 1)->val)); const TValue *io2=(slot); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 680 "../lua/lapi.c" 3 4
   ((void *)0) 
# 680 "../lua/lapi.c"
   || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
  }
  else
    luaV_finishget(L, t, (&(L->top.p - 1)->val), L->top.p - 1, slot);
  ((void) 0);
  return ((((((&(L->top.p - 1)->val))->tt_)) & 0x0F));
}


extern int lua_getfield (lua_State *L, int idx, const char *k) {
  ((void) 0);
  return auxgetstr(L, index2value(L, idx), k);
}


extern int lua_geti (lua_State *L, int idx, lua_Integer n) {
  TValue *t;
  const TValue *slot;
  ((void) 0);
  t = index2value(L, idx);
  if ((!((((t))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = 
# 700 "../lua/lapi.c" 3 4
     ((void *)0)
# 700 "../lua/lapi.c"
     , 0) : (slot = (((lua_Unsigned)(n)) - 1u < (((void)0), ((((void)0), (&((((union GCUnion *)((((t)->value_).gc))))->h)))))->alimit) ? &(((void)0), ((((void)0), (&((((union GCUnion *)((((t)->value_).gc))))->h)))))->array[n - 1] : luaH_getint((((void)0), ((((void)0), (&((((union GCUnion *)((((t)->value_).gc))))->h))))), n), !(((((((slot))->tt_)) & 0x0F)) == (0))))) {
    { TValue *io1=((&(L->top.p)->val)); const TValue *io2=(slot); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 701 "../lua/lapi.c" 3 4
   ((void *)0) 
# 701 "../lua/lapi.c"
   || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
  }
  else {
    TValue aux;
    { TValue *io=(&aux); ((io)->value_).i=(n); ((io)->tt_=(((3) | ((0) << 4)))); };
    luaV_finishget(L, t, &aux, L->top.p, slot);
  }
  {L->top.p++; ((void)L, ((void)0));};
  ((void) 0);
  return ((((((&(L->top.p - 1)->val))->tt_)) & 0x0F));
}


static inline int finishrawget (lua_State *L, const TValue *val) {
  if ((((((((val))->tt_)) & 0x0F)) == (0)))
    (((&(L->top.p)->val))->tt_=(((0) | ((0) << 4))));
  else
    { TValue *io1=((&(L->top.p)->val)); const TValue *io2=(val); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 718 "../lua/lapi.c" 3 4
   ((void *)0) 
# 718 "../lua/lapi.c"
   || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
  {L->top.p++; ((void)L, ((void)0));};
  ((void) 0);
  return ((((((&(L->top.p - 1)->val))->tt_)) & 0x0F));
}


static Table *gettable (lua_State *L, int idx) {
  TValue *t = index2value(L, idx);
  ((void)L, ((void)0));
  return (((void)0), ((((void)0), (&((((union GCUnion *)((((t)->value_).gc))))->h)))));
}


extern int lua_rawget (lua_State *L, int idx) {
  Table *t;
  const TValue *val;
  ((void) 0);
  ((void)L, ((void)0));
  t = gettable(L, idx);
  val = luaH_get(t, (&(L->top.p - 1)->val));
  L->top.p--;
  return finishrawget(L, val);
}


extern int lua_rawgeti (lua_State *L, int idx, lua_Integer n) {
  Table *t;
  ((void) 0);
  t = gettable(L, idx);
  return finishrawget(L, luaH_getint(t, n));
}


extern int lua_rawgetp (lua_State *L, int idx, const void *p) {
  Table *t;
  TValue k;
  ((void) 0);
  t = gettable(L, idx);
  { TValue *io=(&k); ((io)->value_).p=(((void *)((p)))); ((io)->tt_=(((2) | ((0) << 4)))); };
  return finishrawget(L, luaH_get(t, &k));
}


extern void lua_createtable (lua_State *L, int narray, int nrec) {
  Table *t;
  ((void) 0);
  t = luaH_new(L);
  { TValue *io = ((&(L->top.p)->val)); Table *x_ = (t); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((((5) | ((0) << 4))) | (1 << 6)))); ((void)L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (L == 
# 766 "../lua/lapi.c" 3 4
 ((void *)0) 
# 766 "../lua/lapi.c"
 || !((((((void)0), (((io)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
  {L->top.p++; ((void)L, ((void)0));};
  if (narray > 0 || nrec > 0)
    luaH_resize(L, t, narray, nrec);
  { if ((L->l_G)->GCdebt > 0) { (void)0; luaC_step(L); (void)0;}; ((void)0); };
  ((void) 0);
}


extern int lua_getmetatable (lua_State *L, int objindex) {
  const TValue *obj;
  Table *mt;
  int res = 0;
  ((void) 0);
  obj = index2value(L, objindex);
  switch ((((((obj)->tt_)) & 0x0F))) {
    case 5:
      mt = (((void)0), ((((void)0), (&((((union GCUnion *)((((obj)->value_).gc))))->h)))))->metatable;
      break;
    case 7:
      mt = (((void)0), ((((void)0), (&((((union GCUnion *)((((obj)->value_).gc))))->u)))))->metatable;
      break;
    default:
      mt = (L->l_G)->mt[(((((obj)->tt_)) & 0x0F))];
      break;
  }
  if (mt != 
# 792 "../lua/lapi.c" 3 4
           ((void *)0)
# 792 "../lua/lapi.c"
               ) {
    { TValue *io = ((&(L->top.p)->val)); Table *x_ = (mt); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((((5) | ((0) << 4))) | (1 << 6)))); ((void)L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (L == 
# 793 "../lua/lapi.c" 3 4
   ((void *)0) 
# 793 "../lua/lapi.c"
   || !((((((void)0), (((io)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
    {L->top.p++; ((void)L, ((void)0));};
    res = 1;
  }
  ((void) 0);
  return res;
}


extern int lua_getiuservalue (lua_State *L, int idx, int n) {
  TValue *o;
  int t;
  ((void) 0);
  o = index2value(L, idx);
  ((void)L, ((void)0));
  if (n <= 0 || n > (((void)0), ((((void)0), (&((((union GCUnion *)((((o)->value_).gc))))->u)))))->nuvalue) {
    (((&(L->top.p)->val))->tt_=(((0) | ((0) << 4))));
    t = (-1);
  }
  else {
    { TValue *io1=((&(L->top.p)->val)); const TValue *io2=(&(((void)0), ((((void)0), (&((((union GCUnion *)((((o)->value_).gc))))->u)))))->uv[n - 1].uv); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 813 "../lua/lapi.c" 3 4
   ((void *)0) 
# 813 "../lua/lapi.c"
   || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
    t = ((((((&(L->top.p)->val))->tt_)) & 0x0F));
  }
  {L->top.p++; ((void)L, ((void)0));};
  ((void) 0);
  return t;
}
# 829 "../lua/lapi.c"
static void auxsetstr (lua_State *L, const TValue *t, const char *k) {
  const TValue *slot;
  TString *str = luaS_new(L, k);
  ((void)L, ((void)0));
  if ((!((((t))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = 
# 833 "../lua/lapi.c" 3 4
     ((void *)0)
# 833 "../lua/lapi.c"
     , 0) : (slot = luaH_getstr((((void)0), ((((void)0), (&((((union GCUnion *)((((t)->value_).gc))))->h))))), str), !(((((((slot))->tt_)) & 0x0F)) == (0))))) {
    { { TValue *io1=(((TValue *)(slot))); const TValue *io2=((&(L->top.p - 1)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 834 "../lua/lapi.c" 3 4
   ((void *)0) 
# 834 "../lua/lapi.c"
   || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); }; ( ((((&(L->top.p - 1)->val))->tt_) & (1 << 6)) ? ( (((((((void)0), (((t)->value_).gc)))->marked) & ((1<<(5)))) && ((((((void)0), ((((&(L->top.p - 1)->val))->value_).gc)))->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrierback_(L,(((void)0), (((t)->value_).gc))) : ((void)((0)))) : ((void)((0)))); };
    L->top.p--;
  }
  else {
    { TValue *io = ((&(L->top.p)->val)); TString *x_ = (str); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((x_->tt) | (1 << 6)))); ((void)L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (L == 
# 838 "../lua/lapi.c" 3 4
   ((void *)0) 
# 838 "../lua/lapi.c"
   || !((((((void)0), (((io)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
    {L->top.p++; ((void)L, ((void)0));};
    luaV_finishset(L, t, (&(L->top.p - 1)->val), (&(L->top.p - 2)->val), slot);
    L->top.p -= 2;
  }
  ((void) 0);
}


extern void lua_setglobal (lua_State *L, const char *name) {
  const TValue *G;
  ((void) 0);
  G = (&(((void)0), ((((void)0), (&((((union GCUnion *)((((&(L->l_G)->l_registry)->value_).gc))))->h)))))->array[2 - 1]);
  auxsetstr(L, G, name);
}


extern void lua_settable (lua_State *L, int idx) {
  TValue *t;
  const TValue *slot;
  ((void) 0);
  ((void)L, ((void)0));
  t = index2value(L, idx);
  if ((!((((t))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = 
# 861 "../lua/lapi.c" 3 4
     ((void *)0)
# 861 "../lua/lapi.c"
     , 0) : (slot = luaH_get((((void)0), ((((void)0), (&((((union GCUnion *)((((t)->value_).gc))))->h))))), (&(L->top.p - 2)->val)), !(((((((slot))->tt_)) & 0x0F)) == (0))))) {
    { { TValue *io1=(((TValue *)(slot))); const TValue *io2=((&(L->top.p - 1)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 862 "../lua/lapi.c" 3 4
   ((void *)0) 
# 862 "../lua/lapi.c"
   || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); }; ( ((((&(L->top.p - 1)->val))->tt_) & (1 << 6)) ? ( (((((((void)0), (((t)->value_).gc)))->marked) & ((1<<(5)))) && ((((((void)0), ((((&(L->top.p - 1)->val))->value_).gc)))->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrierback_(L,(((void)0), (((t)->value_).gc))) : ((void)((0)))) : ((void)((0)))); };
  }
  else
    luaV_finishset(L, t, (&(L->top.p - 2)->val), (&(L->top.p - 1)->val), slot);
  L->top.p -= 2;
  ((void) 0);
}


extern void lua_setfield (lua_State *L, int idx, const char *k) {
  ((void) 0);
  auxsetstr(L, index2value(L, idx), k);
}


extern void lua_seti (lua_State *L, int idx, lua_Integer n) {
  TValue *t;
  const TValue *slot;
  ((void) 0);
  ((void)L, ((void)0));
  t = index2value(L, idx);
  if ((!((((t))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = 
# 883 "../lua/lapi.c" 3 4
     ((void *)0)
# 883 "../lua/lapi.c"
     , 0) : (slot = (((lua_Unsigned)(n)) - 1u < (((void)0), ((((void)0), (&((((union GCUnion *)((((t)->value_).gc))))->h)))))->alimit) ? &(((void)0), ((((void)0), (&((((union GCUnion *)((((t)->value_).gc))))->h)))))->array[n - 1] : luaH_getint((((void)0), ((((void)0), (&((((union GCUnion *)((((t)->value_).gc))))->h))))), n), !(((((((slot))->tt_)) & 0x0F)) == (0))))) {
    { { TValue *io1=(((TValue *)(slot))); const TValue *io2=((&(L->top.p - 1)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 884 "../lua/lapi.c" 3 4
   ((void *)0) 
# 884 "../lua/lapi.c"
   || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); }; ( ((((&(L->top.p - 1)->val))->tt_) & (1 << 6)) ? ( (((((((void)0), (((t)->value_).gc)))->marked) & ((1<<(5)))) && ((((((void)0), ((((&(L->top.p - 1)->val))->value_).gc)))->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrierback_(L,(((void)0), (((t)->value_).gc))) : ((void)((0)))) : ((void)((0)))); };
  }
  else {
    TValue aux;
    { TValue *io=(&aux); ((io)->value_).i=(n); ((io)->tt_=(((3) | ((0) << 4)))); };
    luaV_finishset(L, t, &aux, (&(L->top.p - 1)->val), slot);
  }
  L->top.p--;
  ((void) 0);
}


static void aux_rawset (lua_State *L, int idx, TValue *key, int n) {
  Table *t;
  ((void) 0);
  ((void)L, ((void)0));
  t = gettable(L, idx);
  luaH_set(L, t, key, (&(L->top.p - 1)->val));
  ((t)->flags &= ~(~(~0u << (TM_EQ + 1))));
  ( ((((&(L->top.p - 1)->val))->tt_) & (1 << 6)) ? ( (((((((void)0), (&(((union GCUnion *)((t)))->gc))))->marked) & ((1<<(5)))) && ((((((void)0), ((((&(L->top.p - 1)->val))->value_).gc)))->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrierback_(L,(((void)0), (&(((union GCUnion *)((t)))->gc)))) : ((void)((0)))) : ((void)((0))));
  L->top.p -= n;
  ((void) 0);
}


extern void lua_rawset (lua_State *L, int idx) {
  aux_rawset(L, idx, (&(L->top.p - 2)->val), 2);
}


extern void lua_rawsetp (lua_State *L, int idx, const void *p) {
  TValue k;
  { TValue *io=(&k); ((io)->value_).p=(((void *)((p)))); ((io)->tt_=(((2) | ((0) << 4)))); };
  aux_rawset(L, idx, &k, 1);
}


extern void lua_rawseti (lua_State *L, int idx, lua_Integer n) {
  Table *t;
  ((void) 0);
  ((void)L, ((void)0));
  t = gettable(L, idx);
  luaH_setint(L, t, n, (&(L->top.p - 1)->val));
  ( ((((&(L->top.p - 1)->val))->tt_) & (1 << 6)) ? ( (((((((void)0), (&(((union GCUnion *)((t)))->gc))))->marked) & ((1<<(5)))) && ((((((void)0), ((((&(L->top.p - 1)->val))->value_).gc)))->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrierback_(L,(((void)0), (&(((union GCUnion *)((t)))->gc)))) : ((void)((0)))) : ((void)((0))));
  L->top.p--;
  ((void) 0);
}


extern int lua_setmetatable (lua_State *L, int objindex) {
  TValue *obj;
  Table *mt;
  ((void) 0);
  ((void)L, ((void)0));
  obj = index2value(L, objindex);
  if (((((((((&(L->top.p - 1)->val)))->tt_)) & 0x0F)) == (0)))
    mt = 
# 940 "../lua/lapi.c" 3 4
        ((void *)0)
# 940 "../lua/lapi.c"
            ;
  else {
    ((void)L, ((void)0));
    mt = (((void)0), ((((void)0), (&((((union GCUnion *)(((((&(L->top.p - 1)->val))->value_).gc))))->h)))));
  }
  switch ((((((obj)->tt_)) & 0x0F))) {
    case 5: {
      (((void)0), ((((void)0), (&((((union GCUnion *)((((obj)->value_).gc))))->h)))))->metatable = mt;
      if (mt) {
        ( (((((((void)0), (((obj)->value_).gc)))->marked) & ((1<<(5)))) && (((mt)->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrier_(L,(((void)0), (&(((union GCUnion *)(((((void)0), (((obj)->value_).gc)))))->gc))),(((void)0), (&(((union GCUnion *)((mt)))->gc)))) : ((void)((0))));
        luaC_checkfinalizer(L, (((void)0), (((obj)->value_).gc)), mt);
      }
      break;
    }
    case 7: {
      (((void)0), ((((void)0), (&((((union GCUnion *)((((obj)->value_).gc))))->u)))))->metatable = mt;
      if (mt) {
        ( (((((((void)0), ((((void)0), (&((((union GCUnion *)((((obj)->value_).gc))))->u))))))->marked) & ((1<<(5)))) && (((mt)->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrier_(L,(((void)0), (&(((union GCUnion *)(((((void)0), ((((void)0), (&((((union GCUnion *)((((obj)->value_).gc))))->u))))))))->gc))),(((void)0), (&(((union GCUnion *)((mt)))->gc)))) : ((void)((0))));
        luaC_checkfinalizer(L, (((void)0), (((obj)->value_).gc)), mt);
      }
      break;
    }
    default: {
      (L->l_G)->mt[(((((obj)->tt_)) & 0x0F))] = mt;
      break;
    }
  }
  L->top.p--;
  ((void) 0);
  return 1;
}


extern int lua_setiuservalue (lua_State *L, int idx, int n) {
  TValue *o;
  int res;
  ((void) 0);
  ((void)L, ((void)0));
  o = index2value(L, idx);
  ((void)L, ((void)0));
  if (!(((unsigned int)((n))) - 1u < ((unsigned int)(((((void)0), ((((void)0), (&((((union GCUnion *)((((o)->value_).gc))))->u)))))->nuvalue)))))
    res = 0;
  else {
    { TValue *io1=(&(((void)0), ((((void)0), (&((((union GCUnion *)((((o)->value_).gc))))->u)))))->uv[n - 1].uv); const TValue *io2=((&(L->top.p - 1)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 983 "../lua/lapi.c" 3 4
   ((void *)0) 
# 983 "../lua/lapi.c"
   || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
    ( ((((&(L->top.p - 1)->val))->tt_) & (1 << 6)) ? ( (((((((void)0), (((o)->value_).gc)))->marked) & ((1<<(5)))) && ((((((void)0), ((((&(L->top.p - 1)->val))->value_).gc)))->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrierback_(L,(((void)0), (((o)->value_).gc))) : ((void)((0)))) : ((void)((0))));
    res = 1;
  }
  L->top.p--;
  ((void) 0);
  return res;
}
# 1004 "../lua/lapi.c"
extern void lua_callk (lua_State *L, int nargs, int nresults,
                        lua_KContext ctx, lua_KFunction k) {
  StkId func;
  ((void) 0);
  ((void)L, ((void)0))
                                            ;
  ((void)L, ((void)0));
  ((void)L, ((void)0));
  ((void)L, ((void)0));
  func = L->top.p - (nargs+1);
  if (k != 
# 1014 "../lua/lapi.c" 3 4
          ((void *)0) 
# 1014 "../lua/lapi.c"
               && (((L)->nCcalls & 0xffff0000) == 0)) {
    L->ci->u.c.k = k;
    L->ci->u.c.ctx = ctx;
    luaD_call(L, func, nresults);
  }
  else
    luaD_callnoyield(L, func, nresults);
  { if ((nresults) <= (-1) && L->ci->top.p < L->top.p) L->ci->top.p = L->top.p; };
  ((void) 0);
}






struct CallS {
  StkId func;
  int nresults;
};


static void f_call (lua_State *L, void *ud) {
  struct CallS *c = ((struct CallS *)(ud));
  luaD_callnoyield(L, c->func, c->nresults);
}



extern int lua_pcallk (lua_State *L, int nargs, int nresults, int errfunc,
                        lua_KContext ctx, lua_KFunction k) {
  struct CallS c;
  int status;
  ptrdiff_t func;
  ((void) 0);
  ((void)L, ((void)0))
                                            ;
  ((void)L, ((void)0));
  ((void)L, ((void)0));
  ((void)L, ((void)0));
  if (errfunc == 0)
    func = 0;
  else {
    StkId o = index2stack(L, errfunc);
    ((void)L, ((void)0));
    func = (((char *)((o))) - ((char *)((L->stack.p))));
  }
  c.func = L->top.p - (nargs+1);
  if (k == 
# 1062 "../lua/lapi.c" 3 4
          ((void *)0) 
# 1062 "../lua/lapi.c"
               || !(((L)->nCcalls & 0xffff0000) == 0)) {
    c.nresults = nresults;
    status = luaD_pcall(L, f_call, &c, (((char *)((c.func))) - ((char *)((L->stack.p)))), func);
  }
  else {
    CallInfo *ci = L->ci;
    ci->u.c.k = k;
    ci->u.c.ctx = ctx;

    ci->u2.funcidx = ((int)(((((char *)((c.func))) - ((char *)((L->stack.p)))))));
    ci->u.c.old_errfunc = L->errfunc;
    L->errfunc = func;
    ((ci->callstatus) = ((ci->callstatus) & ~(1<<0)) | (L->allowhook));
    ci->callstatus |= (1<<4);
    luaD_call(L, c.func, nresults);
    ci->callstatus &= ~(1<<4);
    L->errfunc = ci->u.c.old_errfunc;
    status = 0;
  }
  { if ((nresults) <= (-1) && L->ci->top.p < L->top.p) L->ci->top.p = L->top.p; };
  ((void) 0);
  return status;
}


extern int lua_load (lua_State *L, lua_Reader reader, void *data,
                      const char *chunkname, const char *mode) {
  ZIO z;
  int status;
  ((void) 0);
  if (!chunkname) chunkname = "?";
  luaZ_init(L, &z, reader, data);
  status = luaD_protectedparser(L, &z, chunkname, mode);
  if (status == 0) {
    LClosure *f = (((void)0), ((((void)0), (&((((union GCUnion *)(((((&(L->top.p - 1)->val))->value_).gc))))->cl.l)))));
    if (f->nupvalues >= 1) {

      const TValue *gt = (&(((void)0), ((((void)0), (&((((union GCUnion *)((((&(L->l_G)->l_registry)->value_).gc))))->h)))))->array[2 - 1]);

      { TValue *io1=(f->upvals[0]->v.p); const TValue *io2=(gt); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 1101 "../lua/lapi.c" 3 4
     ((void *)0) 
# 1101 "../lua/lapi.c"
     || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
      ( (((gt)->tt_) & (1 << 6)) ? ( ((((f->upvals[0])->marked) & ((1<<(5)))) && ((((((void)0), (((gt)->value_).gc)))->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrier_(L,(((void)0), (&(((union GCUnion *)((f->upvals[0])))->gc))),(((void)0), (&(((union GCUnion *)(((((void)0), (((gt)->value_).gc)))))->gc)))) : ((void)((0)))) : ((void)((0))));
    }
  }
  ((void) 0);
  return status;
}


extern int lua_dump (lua_State *L, lua_Writer writer, void *data, int strip) {
  int status;
  TValue *o;
  ((void) 0);
  ((void)L, ((void)0));
  o = (&(L->top.p - 1)->val);
  if (((((o))->tt_) == (((((6) | ((0) << 4))) | (1 << 6)))))
    status = luaU_dump(L, ((((void)0), ((((void)0), (&((((union GCUnion *)((((o)->value_).gc))))->cl.l)))))->p), writer, data, strip);
  else
    status = 1;
  ((void) 0);
  return status;
}


extern int lua_status (lua_State *L) {
  return L->status;
}





extern int lua_gc (lua_State *L, int what, ...) {
  va_list argp;
  int res = 0;
  global_State *g = (L->l_G);
  if (g->gcstp & 2)
    return -1;
  ((void) 0);
  
# 1140 "../lua/lapi.c" 3 4
 __builtin_va_start(
# 1140 "../lua/lapi.c"
 argp
# 1140 "../lua/lapi.c" 3 4
 ,
# 1140 "../lua/lapi.c"
 what
# 1140 "../lua/lapi.c" 3 4
 )
# 1140 "../lua/lapi.c"
                     ;
  switch (what) {
    case 0: {
      g->gcstp = 1;
      break;
    }
    case 1: {
      luaE_setdebt(g, 0);
      g->gcstp = 0;
      break;
    }
    case 2: {
      luaC_fullgc(L, 0);
      break;
    }
    case 3: {

      res = ((int)((((lu_mem)((g)->totalbytes + (g)->GCdebt)) >> 10)));
      break;
    }
    case 4: {
      res = ((int)((((lu_mem)((g)->totalbytes + (g)->GCdebt)) & 0x3ff)));
      break;
    }
    case 5: {
      int data = 
# 1165 "../lua/lapi.c" 3 4
                __builtin_va_arg(
# 1165 "../lua/lapi.c"
                argp
# 1165 "../lua/lapi.c" 3 4
                ,
# 1165 "../lua/lapi.c"
                int
# 1165 "../lua/lapi.c" 3 4
                )
# 1165 "../lua/lapi.c"
                                 ;
      l_mem debt = 1;
      lu_byte oldstp = g->gcstp;
      g->gcstp = 0;
      if (data == 0) {
        luaE_setdebt(g, 0);
        luaC_step(L);
      }
      else {
        debt = ((l_mem)(data)) * 1024 + g->GCdebt;
        luaE_setdebt(g, debt);
        { if ((L->l_G)->GCdebt > 0) { (void)0; luaC_step(L); (void)0;}; ((void)0); };
      }
      g->gcstp = oldstp;
      if (debt > 0 && g->gcstate == 8)
        res = 1;
      break;
    }
    case 6: {
      int data = 
# 1184 "../lua/lapi.c" 3 4
                __builtin_va_arg(
# 1184 "../lua/lapi.c"
                argp
# 1184 "../lua/lapi.c" 3 4
                ,
# 1184 "../lua/lapi.c"
                int
# 1184 "../lua/lapi.c" 3 4
                )
# 1184 "../lua/lapi.c"
                                 ;
      res = ((g->gcpause) * 4);
      ((g->gcpause) = (data) / 4);
      break;
    }
    case 7: {
      int data = 
# 1190 "../lua/lapi.c" 3 4
                __builtin_va_arg(
# 1190 "../lua/lapi.c"
                argp
# 1190 "../lua/lapi.c" 3 4
                ,
# 1190 "../lua/lapi.c"
                int
# 1190 "../lua/lapi.c" 3 4
                )
# 1190 "../lua/lapi.c"
                                 ;
      res = ((g->gcstepmul) * 4);
      ((g->gcstepmul) = (data) / 4);
      break;
    }
    case 9: {
      res = ((g)->gcstp == 0);
      break;
    }
    case 10: {
      int minormul = 
# 1200 "../lua/lapi.c" 3 4
                    __builtin_va_arg(
# 1200 "../lua/lapi.c"
                    argp
# 1200 "../lua/lapi.c" 3 4
                    ,
# 1200 "../lua/lapi.c"
                    int
# 1200 "../lua/lapi.c" 3 4
                    )
# 1200 "../lua/lapi.c"
                                     ;
      int majormul = 
# 1201 "../lua/lapi.c" 3 4
                    __builtin_va_arg(
# 1201 "../lua/lapi.c"
                    argp
# 1201 "../lua/lapi.c" 3 4
                    ,
# 1201 "../lua/lapi.c"
                    int
# 1201 "../lua/lapi.c" 3 4
                    )
# 1201 "../lua/lapi.c"
                                     ;
      res = (g->gckind == 1 || g->lastatomic != 0) ? 10 : 11;
      if (minormul != 0)
        g->genminormul = minormul;
      if (majormul != 0)
        ((g->genmajormul) = (majormul) / 4);
      luaC_changemode(L, 1);
      break;
    }
    case 11: {
      int pause = 
# 1211 "../lua/lapi.c" 3 4
                 __builtin_va_arg(
# 1211 "../lua/lapi.c"
                 argp
# 1211 "../lua/lapi.c" 3 4
                 ,
# 1211 "../lua/lapi.c"
                 int
# 1211 "../lua/lapi.c" 3 4
                 )
# 1211 "../lua/lapi.c"
                                  ;
      int stepmul = 
# 1212 "../lua/lapi.c" 3 4
                   __builtin_va_arg(
# 1212 "../lua/lapi.c"
                   argp
# 1212 "../lua/lapi.c" 3 4
                   ,
# 1212 "../lua/lapi.c"
                   int
# 1212 "../lua/lapi.c" 3 4
                   )
# 1212 "../lua/lapi.c"
                                    ;
      int stepsize = 
# 1213 "../lua/lapi.c" 3 4
                    __builtin_va_arg(
# 1213 "../lua/lapi.c"
                    argp
# 1213 "../lua/lapi.c" 3 4
                    ,
# 1213 "../lua/lapi.c"
                    int
# 1213 "../lua/lapi.c" 3 4
                    )
# 1213 "../lua/lapi.c"
                                     ;
      res = (g->gckind == 1 || g->lastatomic != 0) ? 10 : 11;
      if (pause != 0)
        ((g->gcpause) = (pause) / 4);
      if (stepmul != 0)
        ((g->gcstepmul) = (stepmul) / 4);
      if (stepsize != 0)
        g->gcstepsize = stepsize;
      luaC_changemode(L, 0);
      break;
    }
    default: res = -1;
  }
  
# 1226 "../lua/lapi.c" 3 4
 __builtin_va_end(
# 1226 "../lua/lapi.c"
 argp
# 1226 "../lua/lapi.c" 3 4
 )
# 1226 "../lua/lapi.c"
             ;
  ((void) 0);
  return res;
}
# 1238 "../lua/lapi.c"
extern int lua_error (lua_State *L) {
  TValue *errobj;
  ((void) 0);
  errobj = (&(L->top.p - 1)->val);
  ((void)L, ((void)0));

  if (((((errobj))->tt_) == (((((4) | ((0) << 4))) | (1 << 6)))) && (((void)0), (((((void)0), ((((void)0), (&((((union GCUnion *)((((errobj)->value_).gc))))->ts)))))) == ((L->l_G)->memerrmsg))))
    luaD_throw(L, 4);
  else
    luaG_errormsg(L);

  return 0;
}


extern int lua_next (lua_State *L, int idx) {
  Table *t;
  int more;
  ((void) 0);
  ((void)L, ((void)0));
  t = gettable(L, idx);
  more = luaH_next(L, t, L->top.p - 1);
  if (more) {
    {L->top.p++; ((void)L, ((void)0));};
  }
  else
    L->top.p -= 1;
  ((void) 0);
  return more;
}


extern void lua_toclose (lua_State *L, int idx) {
  int nresults;
  StkId o;
  ((void) 0);
  o = index2stack(L, idx);
  nresults = L->ci->nresults;
  ((void)L, ((void)0));
  luaF_newtbcupval(L, o);
  if (!((nresults) < (-1)))
    L->ci->nresults = (-(nresults) - 3);
  ((void)0);
  ((void) 0);
}


extern void lua_concat (lua_State *L, int n) {
  ((void) 0);
  ((void)L, ((void)0));
  if (n > 0)
    luaV_concat(L, n);
  else {
    { TValue *io = ((&(L->top.p)->val)); TString *x_ = (luaS_newlstr(L, "", 0)); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((x_->tt) | (1 << 6)))); ((void)L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (L == 
# 1291 "../lua/lapi.c" 3 4
   ((void *)0) 
# 1291 "../lua/lapi.c"
   || !((((((void)0), (((io)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
    {L->top.p++; ((void)L, ((void)0));};
  }
  { if ((L->l_G)->GCdebt > 0) { (void)0; luaC_step(L); (void)0;}; ((void)0); };
  ((void) 0);
}


extern void lua_len (lua_State *L, int idx) {
  TValue *t;
  ((void) 0);
  t = index2value(L, idx);
  luaV_objlen(L, L->top.p, t);
  {L->top.p++; ((void)L, ((void)0));};
  ((void) 0);
}


extern lua_Alloc lua_getallocf (lua_State *L, void **ud) {
  lua_Alloc f;
  ((void) 0);
  if (ud) *ud = (L->l_G)->ud;
  f = (L->l_G)->frealloc;
  ((void) 0);
  return f;
}


extern void lua_setallocf (lua_State *L, lua_Alloc f, void *ud) {
  ((void) 0);
  (L->l_G)->ud = ud;
  (L->l_G)->frealloc = f;
  ((void) 0);
}


void lua_setwarnf (lua_State *L, lua_WarnFunction f, void *ud) {
  ((void) 0);
  (L->l_G)->ud_warn = ud;
  (L->l_G)->warnf = f;
  ((void) 0);
}


void lua_warning (lua_State *L, const char *msg, int tocont) {
  ((void) 0);
  luaE_warning(L, msg, tocont);
  ((void) 0);
}



extern void *lua_newuserdatauv (lua_State *L, size_t size, int nuvalue) {
  Udata *u;
  ((void) 0);
  ((void)L, ((void)0));
  u = luaS_newudata(L, size, nuvalue);
  { TValue *io = ((&(L->top.p)->val)); Udata *x_ = (u); ((io)->value_).gc = (((void)0), (&(((union GCUnion *)((x_)))->gc))); ((io)->tt_=(((((7) | ((0) << 4))) | (1 << 6)))); ((void)L, ((!(((io)->tt_) & (1 << 6)) || ((((((io)->tt_)) & 0x3F) == (((void)0), (((io)->value_).gc))->tt) && (L == 
# 1348 "../lua/lapi.c" 3 4
 ((void *)0) 
# 1348 "../lua/lapi.c"
 || !((((((void)0), (((io)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); };
  {L->top.p++; ((void)L, ((void)0));};
  { if ((L->l_G)->GCdebt > 0) { (void)0; luaC_step(L); (void)0;}; ((void)0); };
  ((void) 0);
  return (((char *)((u))) + (((u)->nuvalue) == 0 ? 
# 1352 "../lua/lapi.c" 3 4
        __builtin_offsetof (
# 1352 "../lua/lapi.c"
        Udata0
# 1352 "../lua/lapi.c" 3 4
        , 
# 1352 "../lua/lapi.c"
        bindata
# 1352 "../lua/lapi.c" 3 4
        ) 
# 1352 "../lua/lapi.c"
        : 
# 1352 "../lua/lapi.c" 3 4
        __builtin_offsetof (
# 1352 "../lua/lapi.c"
        Udata
# 1352 "../lua/lapi.c" 3 4
        , 
# 1352 "../lua/lapi.c"
        uv
# 1352 "../lua/lapi.c" 3 4
        ) 
# 1352 "../lua/lapi.c"
        + (sizeof(UValue) * ((u)->nuvalue))));
}



static const char *aux_upvalue (TValue *fi, int n, TValue **val,
                                GCObject **owner) {
  switch (((((fi)->tt_)) & 0x3F)) {
    case ((6) | ((2) << 4)): {
      CClosure *f = (((void)0), ((((void)0), (&((((union GCUnion *)((((fi)->value_).gc))))->cl.c)))));
      if (!(((unsigned int)((n))) - 1u < ((unsigned int)((f->nupvalues)))))
        return 
# 1363 "../lua/lapi.c" 3 4
              ((void *)0)
# 1363 "../lua/lapi.c"
                  ;
      *val = &f->upvalue[n-1];
      if (owner) *owner = (((void)0), (&(((union GCUnion *)((f)))->gc)));
      return "";
    }
    case ((6) | ((0) << 4)): {
      LClosure *f = (((void)0), ((((void)0), (&((((union GCUnion *)((((fi)->value_).gc))))->cl.l)))));
      TString *name;
      Proto *p = f->p;
      if (!(((unsigned int)((n))) - 1u < ((unsigned int)((p->sizeupvalues)))))
        return 
# 1373 "../lua/lapi.c" 3 4
              ((void *)0)
# 1373 "../lua/lapi.c"
                  ;
      *val = f->upvals[n-1]->v.p;
      if (owner) *owner = (((void)0), (&(((union GCUnion *)((f->upvals[n - 1])))->gc)));
      name = p->upvalues[n-1].name;
      return (name == 
# 1377 "../lua/lapi.c" 3 4
                     ((void *)0)
# 1377 "../lua/lapi.c"
                         ) ? "(no name)" : ((name)->contents);
    }
    default: return 
# 1379 "../lua/lapi.c" 3 4
                   ((void *)0)
# 1379 "../lua/lapi.c"
                       ;
  }
}


extern const char *lua_getupvalue (lua_State *L, int funcindex, int n) {
  const char *name;
  TValue *val = 
# 1386 "../lua/lapi.c" 3 4
               ((void *)0)
# 1386 "../lua/lapi.c"
                   ;
  ((void) 0);
  name = aux_upvalue(index2value(L, funcindex), n, &val, 
# 1388 "../lua/lapi.c" 3 4
                                                        ((void *)0)
# 1388 "../lua/lapi.c"
                                                            );
  if (name) {
    { TValue *io1=((&(L->top.p)->val)); const TValue *io2=(val); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 1390 "../lua/lapi.c" 3 4
   ((void *)0) 
# 1390 "../lua/lapi.c"
   || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
    {L->top.p++; ((void)L, ((void)0));};
  }
  ((void) 0);
  return name;
}


extern const char *lua_setupvalue (lua_State *L, int funcindex, int n) {
  const char *name;
  TValue *val = 
# 1400 "../lua/lapi.c" 3 4
               ((void *)0)
# 1400 "../lua/lapi.c"
                   ;
  GCObject *owner = 
# 1401 "../lua/lapi.c" 3 4
                   ((void *)0)
# 1401 "../lua/lapi.c"
                       ;
  TValue *fi;
  ((void) 0);
  fi = index2value(L, funcindex);
  ((void)L, ((void)0));
  name = aux_upvalue(fi, n, &val, &owner);
  if (name) {
    L->top.p--;
    { TValue *io1=(val); const TValue *io2=((&(L->top.p)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((!(((io1)->tt_) & (1 << 6)) || ((((((io1)->tt_)) & 0x3F) == (((void)0), (((io1)->value_).gc))->tt) && (L == 
# 1409 "../lua/lapi.c" 3 4
   ((void *)0) 
# 1409 "../lua/lapi.c"
   || !((((((void)0), (((io1)->value_).gc)))->marked) & ((((L->l_G))->currentwhite ^ ((1<<(3)) | (1<<(4))))))))) ? (void)0 : ((void)0))); ((void)0); };
    ( (((val)->tt_) & (1 << 6)) ? ( ((((owner)->marked) & ((1<<(5)))) && ((((((void)0), (((val)->value_).gc)))->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrier_(L,(((void)0), (&(((union GCUnion *)((owner)))->gc))),(((void)0), (&(((union GCUnion *)(((((void)0), (((val)->value_).gc)))))->gc)))) : ((void)((0)))) : ((void)((0))));
  }
  ((void) 0);
  return name;
}


static UpVal **getupvalref (lua_State *L, int fidx, int n, LClosure **pf) {
  static const UpVal *const nullup = 
# 1418 "../lua/lapi.c" 3 4
                                    ((void *)0)
# 1418 "../lua/lapi.c"
                                        ;
  LClosure *f;
  TValue *fi = index2value(L, fidx);
  ((void)L, ((void)0));
  f = (((void)0), ((((void)0), (&((((union GCUnion *)((((fi)->value_).gc))))->cl.l)))));
  if (pf) *pf = f;
  if (1 <= n && n <= f->p->sizeupvalues)
    return &f->upvals[n - 1];
  else
    return (UpVal**)&nullup;
}


extern void *lua_upvalueid (lua_State *L, int fidx, int n) {
  TValue *fi = index2value(L, fidx);
  switch (((((fi)->tt_)) & 0x3F)) {
    case ((6) | ((0) << 4)): {
      return *getupvalref(L, fidx, n, 
# 1435 "../lua/lapi.c" 3 4
                                     ((void *)0)
# 1435 "../lua/lapi.c"
                                         );
    }
    case ((6) | ((2) << 4)): {
      CClosure *f = (((void)0), ((((void)0), (&((((union GCUnion *)((((fi)->value_).gc))))->cl.c)))));
      if (1 <= n && n <= f->nupvalues)
        return &f->upvalue[n - 1];

    }
    case ((6) | ((1) << 4)):
      return 
# 1444 "../lua/lapi.c" 3 4
            ((void *)0)
# 1444 "../lua/lapi.c"
                ;
    default: {
      ((void)L, ((void)0));
      return 
# 1447 "../lua/lapi.c" 3 4
            ((void *)0)
# 1447 "../lua/lapi.c"
                ;
    }
  }
}


extern void lua_upvaluejoin (lua_State *L, int fidx1, int n1,
                                            int fidx2, int n2) {
  LClosure *f1;
  UpVal **up1 = getupvalref(L, fidx1, n1, &f1);
  UpVal **up2 = getupvalref(L, fidx2, n2, 
# 1457 "../lua/lapi.c" 3 4
                                         ((void *)0)
# 1457 "../lua/lapi.c"
                                             );
  ((void)L, ((void)0));
  *up1 = *up2;
  ( ((((f1)->marked) & ((1<<(5)))) && (((*up1)->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrier_(L,(((void)0), (&(((union GCUnion *)((f1)))->gc))),(((void)0), (&(((union GCUnion *)((*up1)))->gc)))) : ((void)((0))));
}
# 94 "../lua/onelua.c" 2


# 1 "../lua/lauxlib.c" 1
# 27 "../lua/lauxlib.c"
# 1 "../lua/lauxlib.h" 1
# 28 "../lua/lauxlib.c" 2
# 52 "../lua/lauxlib.c"
static int findfield (lua_State *L, int objidx, int level) {
  if (level == 0 || !(lua_type(L, (-1)) == 5))
    return 0;
  lua_pushnil(L);
  while (lua_next(L, -2)) {
    if (lua_type(L, -2) == 4) {
      if (lua_rawequal(L, objidx, -1)) {
        lua_settop(L, -(1)-1);
        return 1;
      }
      else if (findfield(L, objidx, level - 1)) {

        lua_pushstring(L, "" ".");
        (lua_copy(L, -1, (-3)), lua_settop(L, -(1)-1));
        lua_concat(L, 3);
        return 1;
      }
    }
    lua_settop(L, -(1)-1);
  }
  return 0;
}





static int pushglobalfuncname (lua_State *L, lua_Debug *ar) {
  int top = lua_gettop(L);
  lua_getinfo(L, "f", ar);
  lua_getfield(L, (-1000000 - 1000), "_LOADED");
  if (findfield(L, top + 1, 2)) {
    const char *name = lua_tolstring(L, (-1), 
# 84 "../lua/lauxlib.c" 3 4
                      ((void *)0)
# 84 "../lua/lauxlib.c"
                      );
    if (strncmp(name, "_G" ".", 3) == 0) {
      lua_pushstring(L, name + 3);
      (lua_rotate(L, (-2), -1), lua_settop(L, -(1)-1));
    }
    lua_copy(L, -1, top + 1);
    lua_settop(L, top + 1);
    return 1;
  }
  else {
    lua_settop(L, top);
    return 0;
  }
}


static void pushfuncname (lua_State *L, lua_Debug *ar) {
  if (pushglobalfuncname(L, ar)) {
    lua_pushfstring(L, "function '%s'", lua_tolstring(L, (-1), 
# 102 "../lua/lauxlib.c" 3 4
                                       ((void *)0)
# 102 "../lua/lauxlib.c"
                                       ));
    (lua_rotate(L, (-2), -1), lua_settop(L, -(1)-1));
  }
  else if (*ar->namewhat != '\0')
    lua_pushfstring(L, "%s '%s'", ar->namewhat, ar->name);
  else if (*ar->what == 'm')
      lua_pushstring(L, "" "main chunk");
  else if (*ar->what != 'C')
    lua_pushfstring(L, "function <%s:%d>", ar->short_src, ar->linedefined);
  else
    lua_pushstring(L, "" "?");
}


static int lastlevel (lua_State *L) {
  lua_Debug ar;
  int li = 1, le = 1;

  while (lua_getstack(L, le, &ar)) { li = le; le *= 2; }

  while (li < le) {
    int m = (li + le)/2;
    if (lua_getstack(L, m, &ar)) li = m + 1;
    else le = m;
  }
  return le - 1;
}


extern void luaL_traceback (lua_State *L, lua_State *L1,
                                const char *msg, int level) {
  luaL_Buffer b;
  lua_Debug ar;
  int last = lastlevel(L1);
  int limit2show = (last - level > 10 + 11) ? 10 : -1;
  luaL_buffinit(L, &b);
  if (msg) {
    luaL_addstring(&b, msg);
    ((void)((&b)->n < (&b)->size || luaL_prepbuffsize((&b), 1)), ((&b)->b[(&b)->n++] = ('\n')));
  }
  luaL_addstring(&b, "stack traceback:");
  while (lua_getstack(L1, level++, &ar)) {
    if (limit2show-- == 0) {
      int n = last - level - 11 + 1;
      lua_pushfstring(L, "\n\t...\t(skipping %d levels)", n);
      luaL_addvalue(&b);
      level += n;
    }
    else {
      lua_getinfo(L1, "Slnt", &ar);
      if (ar.currentline <= 0)
        lua_pushfstring(L, "\n\t%s: in ", ar.short_src);
      else
        lua_pushfstring(L, "\n\t%s:%d: in ", ar.short_src, ar.currentline);
      luaL_addvalue(&b);
      pushfuncname(L, &ar);
      luaL_addvalue(&b);
      if (ar.istailcall)
        luaL_addstring(&b, "\n\t(...tail calls...)");
    }
  }
  luaL_pushresult(&b);
}
# 175 "../lua/lauxlib.c"
extern int luaL_argerror (lua_State *L, int arg, const char *extramsg) {
  lua_Debug ar;
  if (!lua_getstack(L, 0, &ar))
    return luaL_error(L, "bad argument #%d (%s)", arg, extramsg);
  lua_getinfo(L, "n", &ar);
  if (strcmp(ar.namewhat, "method") == 0) {
    arg--;
    if (arg == 0)
      return luaL_error(L, "calling '%s' on bad self (%s)",
                           ar.name, extramsg);
  }
  if (ar.name == 
# 186 "../lua/lauxlib.c" 3 4
                ((void *)0)
# 186 "../lua/lauxlib.c"
                    )
    ar.name = (pushglobalfuncname(L, &ar)) ? lua_tolstring(L, (-1), 
# 187 "../lua/lauxlib.c" 3 4
                                            ((void *)0)
# 187 "../lua/lauxlib.c"
                                            ) : "?";
  return luaL_error(L, "bad argument #%d to '%s' (%s)",
                        arg, ar.name, extramsg);
}


extern int luaL_typeerror (lua_State *L, int arg, const char *tname) {
  const char *msg;
  const char *typearg;
  if (luaL_getmetafield(L, arg, "__name") == 4)
    typearg = lua_tolstring(L, (-1), 
# 197 "../lua/lauxlib.c" 3 4
             ((void *)0)
# 197 "../lua/lauxlib.c"
             );
  else if (lua_type(L, arg) == 2)
    typearg = "light userdata";
  else
    typearg = lua_typename(L, lua_type(L,(arg)));
  msg = lua_pushfstring(L, "%s expected, got %s", tname, typearg);
  return luaL_argerror(L, arg, msg);
}


static void tag_error (lua_State *L, int arg, int tag) {
  luaL_typeerror(L, arg, lua_typename(L, tag));
}






extern void luaL_where (lua_State *L, int level) {
  lua_Debug ar;
  if (lua_getstack(L, level, &ar)) {
    lua_getinfo(L, "Sl", &ar);
    if (ar.currentline > 0) {
      lua_pushfstring(L, "%s:%d: ", ar.short_src, ar.currentline);
      return;
    }
  }
  lua_pushfstring(L, "");
}







extern int luaL_error (lua_State *L, const char *fmt, ...) {
  va_list argp;
  
# 236 "../lua/lauxlib.c" 3 4
 __builtin_va_start(
# 236 "../lua/lauxlib.c"
 argp
# 236 "../lua/lauxlib.c" 3 4
 ,
# 236 "../lua/lauxlib.c"
 fmt
# 236 "../lua/lauxlib.c" 3 4
 )
# 236 "../lua/lauxlib.c"
                    ;
  luaL_where(L, 1);
  lua_pushvfstring(L, fmt, argp);
  
# 239 "../lua/lauxlib.c" 3 4
 __builtin_va_end(
# 239 "../lua/lauxlib.c"
 argp
# 239 "../lua/lauxlib.c" 3 4
 )
# 239 "../lua/lauxlib.c"
             ;
  lua_concat(L, 2);
  return lua_error(L);
}


extern int luaL_fileresult (lua_State *L, int stat, const char *fname) {
  int en = 
# 246 "../lua/lauxlib.c" 3 4
          (*__errno_location ())
# 246 "../lua/lauxlib.c"
               ;
  if (stat) {
    lua_pushboolean(L, 1);
    return 1;
  }
  else {
    lua_pushnil(L);
    if (fname)
      lua_pushfstring(L, "%s: %s", fname, strerror(en));
    else
      lua_pushstring(L, strerror(en));
    lua_pushinteger(L, en);
    return 3;
  }
}
# 285 "../lua/lauxlib.c"
extern int luaL_execresult (lua_State *L, int stat) {
  if (stat != 0 && 
# 286 "../lua/lauxlib.c" 3 4
                  (*__errno_location ()) 
# 286 "../lua/lauxlib.c"
                        != 0)
    return luaL_fileresult(L, 0, 
# 287 "../lua/lauxlib.c" 3 4
                                ((void *)0)
# 287 "../lua/lauxlib.c"
                                    );
  else {
    const char *what = "exit";
    ;
    if (*what == 'e' && stat == 0)
      lua_pushboolean(L, 1);
    else
      lua_pushnil(L);
    lua_pushstring(L, what);
    lua_pushinteger(L, stat);
    return 3;
  }
}
# 311 "../lua/lauxlib.c"
extern int luaL_newmetatable (lua_State *L, const char *tname) {
  if ((lua_getfield(L, (-1000000 - 1000), (tname))) != 0)
    return 0;
  lua_settop(L, -(1)-1);
  lua_createtable(L, 0, 2);
  lua_pushstring(L, tname);
  lua_setfield(L, -2, "__name");
  lua_pushvalue(L, -1);
  lua_setfield(L, (-1000000 - 1000), tname);
  return 1;
}


extern void luaL_setmetatable (lua_State *L, const char *tname) {
  (lua_getfield(L, (-1000000 - 1000), (tname)));
  lua_setmetatable(L, -2);
}


extern void *luaL_testudata (lua_State *L, int ud, const char *tname) {
  void *p = lua_touserdata(L, ud);
  if (p != 
# 332 "../lua/lauxlib.c" 3 4
          ((void *)0)
# 332 "../lua/lauxlib.c"
              ) {
    if (lua_getmetatable(L, ud)) {
      (lua_getfield(L, (-1000000 - 1000), (tname)));
      if (!lua_rawequal(L, -1, -2))
        p = 
# 336 "../lua/lauxlib.c" 3 4
           ((void *)0)
# 336 "../lua/lauxlib.c"
               ;
      lua_settop(L, -(2)-1);
      return p;
    }
  }
  return 
# 341 "../lua/lauxlib.c" 3 4
        ((void *)0)
# 341 "../lua/lauxlib.c"
            ;
}


extern void *luaL_checkudata (lua_State *L, int ud, const char *tname) {
  void *p = luaL_testudata(L, ud, tname);
  ((void)((__builtin_expect(((p != 
# 347 "../lua/lauxlib.c" 3 4
 ((void *)0)
# 347 "../lua/lauxlib.c"
 ) != 0), 1)) || luaL_typeerror(L, (ud), (tname))));
  return p;
}
# 360 "../lua/lauxlib.c"
extern int luaL_checkoption (lua_State *L, int arg, const char *def,
                                 const char *const lst[]) {
  const char *name = (def) ? (luaL_optlstring(L, (arg), (def), 
# 362 "../lua/lauxlib.c" 3 4
                            ((void *)0)
# 362 "../lua/lauxlib.c"
                            )) :
                             (luaL_checklstring(L, (arg), 
# 363 "../lua/lauxlib.c" 3 4
                            ((void *)0)
# 363 "../lua/lauxlib.c"
                            ));
  int i;
  for (i=0; lst[i]; i++)
    if (strcmp(lst[i], name) == 0)
      return i;
  return luaL_argerror(L, arg,
                       lua_pushfstring(L, "invalid option '%s'", name));
}
# 380 "../lua/lauxlib.c"
extern void luaL_checkstack (lua_State *L, int space, const char *msg) {
  if ((__builtin_expect(((!lua_checkstack(L, space)) != 0), 0))) {
    if (msg)
      luaL_error(L, "stack overflow (%s)", msg);
    else
      luaL_error(L, "stack overflow");
  }
}


extern void luaL_checktype (lua_State *L, int arg, int t) {
  if ((__builtin_expect(((lua_type(L, arg) != t) != 0), 0)))
    tag_error(L, arg, t);
}


extern void luaL_checkany (lua_State *L, int arg) {
  if ((__builtin_expect(((lua_type(L, arg) == (-1)) != 0), 0)))
    luaL_argerror(L, arg, "value expected");
}


extern const char *luaL_checklstring (lua_State *L, int arg, size_t *len) {
  const char *s = lua_tolstring(L, arg, len);
  if ((__builtin_expect(((!s) != 0), 0))) tag_error(L, arg, 4);
  return s;
}


extern const char *luaL_optlstring (lua_State *L, int arg,
                                        const char *def, size_t *len) {
  if ((lua_type(L, (arg)) <= 0)) {
    if (len)
      *len = (def ? strlen(def) : 0);
    return def;
  }
  else return luaL_checklstring(L, arg, len);
}


extern lua_Number luaL_checknumber (lua_State *L, int arg) {
  int isnum;
  lua_Number d = lua_tonumberx(L, arg, &isnum);
  if ((__builtin_expect(((!isnum) != 0), 0)))
    tag_error(L, arg, 3);
  return d;
}


extern lua_Number luaL_optnumber (lua_State *L, int arg, lua_Number def) {
  return ((lua_type(L, ((arg))) <= 0) ? (def) : luaL_checknumber(L,(arg)));
}


static void interror (lua_State *L, int arg) {
  if (lua_isnumber(L, arg))
    luaL_argerror(L, arg, "number has no integer representation");
  else
    tag_error(L, arg, 3);
}


extern lua_Integer luaL_checkinteger (lua_State *L, int arg) {
  int isnum;
  lua_Integer d = lua_tointegerx(L, arg, &isnum);
  if ((__builtin_expect(((!isnum) != 0), 0))) {
    interror(L, arg);
  }
  return d;
}


extern lua_Integer luaL_optinteger (lua_State *L, int arg,
                                                      lua_Integer def) {
  return ((lua_type(L, ((arg))) <= 0) ? (def) : luaL_checkinteger(L,(arg)));
}
# 467 "../lua/lauxlib.c"
typedef struct UBox {
  void *box;
  size_t bsize;
} UBox;


static void *resizebox (lua_State *L, int idx, size_t newsize) {
  void *ud;
  lua_Alloc allocf = lua_getallocf(L, &ud);
  UBox *box = (UBox *)lua_touserdata(L, idx);
  void *temp = allocf(ud, box->box, box->bsize, newsize);
  if ((__builtin_expect(((temp == 
# 478 "../lua/lauxlib.c" 3 4
     ((void *)0) 
# 478 "../lua/lauxlib.c"
     && newsize > 0) != 0), 0))) {
    lua_pushstring(L, "" "not enough memory");
    lua_error(L);
  }
  box->box = temp;
  box->bsize = newsize;
  return temp;
}


static int boxgc (lua_State *L) {
  resizebox(L, 1, 0);
  return 0;
}


static const luaL_Reg boxmt[] = {
  {"__gc", boxgc},
  {"__close", boxgc},
  {
# 497 "../lua/lauxlib.c" 3 4
  ((void *)0)
# 497 "../lua/lauxlib.c"
      , 
# 497 "../lua/lauxlib.c" 3 4
        ((void *)0)
# 497 "../lua/lauxlib.c"
            }
};


static void newbox (lua_State *L) {
  UBox *box = (UBox *)lua_newuserdatauv(L, sizeof(UBox), 0);
  box->box = 
# 503 "../lua/lauxlib.c" 3 4
            ((void *)0)
# 503 "../lua/lauxlib.c"
                ;
  box->bsize = 0;
  if (luaL_newmetatable(L, "_UBOX*"))
    luaL_setfuncs(L, boxmt, 0);
  lua_setmetatable(L, -2);
}
# 532 "../lua/lauxlib.c"
static size_t newbuffsize (luaL_Buffer *B, size_t sz) {
  size_t newsize = (B->size / 2) * 3;
  if ((__builtin_expect(((((size_t)(~(size_t)0)) - sz < B->n) != 0), 0)))
    return luaL_error(B->L, "buffer too large");
  if (newsize < B->n + sz)
    newsize = B->n + sz;
  return newsize;
}







static char *prepbuffsize (luaL_Buffer *B, size_t sz, int boxidx) {
  ((void)0);
  if (B->size - B->n >= sz)
    return B->b + B->n;
  else {
    lua_State *L = B->L;
    char *newbuff;
    size_t newsize = newbuffsize(B, sz);

    if (((B)->b != (B)->init.b))
      newbuff = (char *)resizebox(L, boxidx, newsize);
    else {
      (lua_rotate(L, (boxidx), -1), lua_settop(L, -(1)-1));
      newbox(L);
      lua_rotate(L, (boxidx), 1);
      lua_toclose(L, boxidx);
      newbuff = (char *)resizebox(L, boxidx, newsize);
      memcpy(newbuff, B->b, B->n * sizeof(char));
    }
    B->b = newbuff;
    B->size = newsize;
    return newbuff + B->n;
  }
}




extern char *luaL_prepbuffsize (luaL_Buffer *B, size_t sz) {
  return prepbuffsize(B, sz, -1);
}


extern void luaL_addlstring (luaL_Buffer *B, const char *s, size_t l) {
  if (l > 0) {
    char *b = prepbuffsize(B, l, -1);
    memcpy(b, s, l * sizeof(char));
    ((B)->n += (l));
  }
}


extern void luaL_addstring (luaL_Buffer *B, const char *s) {
  luaL_addlstring(B, s, strlen(s));
}


extern void luaL_pushresult (luaL_Buffer *B) {
  lua_State *L = B->L;
  ((void)0);
  lua_pushlstring(L, B->b, B->n);
  if (((B)->b != (B)->init.b))
    lua_closeslot(L, -2);
  (lua_rotate(L, (-2), -1), lua_settop(L, -(1)-1));
}


extern void luaL_pushresultsize (luaL_Buffer *B, size_t sz) {
  ((B)->n += (sz));
  luaL_pushresult(B);
}
# 619 "../lua/lauxlib.c"
extern void luaL_addvalue (luaL_Buffer *B) {
  lua_State *L = B->L;
  size_t len;
  const char *s = lua_tolstring(L, -1, &len);
  char *b = prepbuffsize(B, len, -2);
  memcpy(b, s, len * sizeof(char));
  ((B)->n += (len));
  lua_settop(L, -(1)-1);
}


extern void luaL_buffinit (lua_State *L, luaL_Buffer *B) {
  B->L = L;
  B->b = B->init.b;
  B->n = 0;
  B->size = ((int)(16 * sizeof(void*) * sizeof(lua_Number)));
  lua_pushlightuserdata(L, (void*)B);
}


extern char *luaL_buffinitsize (lua_State *L, luaL_Buffer *B, size_t sz) {
  luaL_buffinit(L, B);
  return prepbuffsize(B, sz, -1);
}
# 661 "../lua/lauxlib.c"
extern int luaL_ref (lua_State *L, int t) {
  int ref;
  if ((lua_type(L, (-1)) == 0)) {
    lua_settop(L, -(1)-1);
    return (-1);
  }
  t = lua_absindex(L, t);
  if (lua_rawgeti(L, t, (2 + 1)) == 0) {
    ref = 0;
    lua_pushinteger(L, 0);
    lua_rawseti(L, t, (2 + 1));
  }
  else {
    ((void)0);
    ref = (int)lua_tointegerx(L,(-1),
# 675 "../lua/lauxlib.c" 3 4
              ((void *)0)
# 675 "../lua/lauxlib.c"
              );
  }
  lua_settop(L, -(1)-1);
  if (ref != 0) {
    lua_rawgeti(L, t, ref);
    lua_rawseti(L, t, (2 + 1));
  }
  else
    ref = (int)lua_rawlen(L, t) + 1;
  lua_rawseti(L, t, ref);
  return ref;
}


extern void luaL_unref (lua_State *L, int t, int ref) {
  if (ref >= 0) {
    t = lua_absindex(L, t);
    lua_rawgeti(L, t, (2 + 1));
    ((void)0);
    lua_rawseti(L, t, ref);
    lua_pushinteger(L, ref);
    lua_rawseti(L, t, (2 + 1));
  }
}
# 709 "../lua/lauxlib.c"
typedef struct LoadF {
  int n;
  FILE *f;
  char buff[
# 712 "../lua/lauxlib.c" 3 4
           8192
# 712 "../lua/lauxlib.c"
                 ];
} LoadF;


static const char *getF (lua_State *L, void *ud, size_t *size) {
  LoadF *lf = (LoadF *)ud;
  (void)L;
  if (lf->n > 0) {
    *size = lf->n;
    lf->n = 0;
  }
  else {



    if (feof(lf->f)) return 
# 727 "../lua/lauxlib.c" 3 4
                           ((void *)0)
# 727 "../lua/lauxlib.c"
                               ;
    *size = fread(lf->buff, 1, sizeof(lf->buff), lf->f);
  }
  return lf->buff;
}


static int errfile (lua_State *L, const char *what, int fnameindex) {
  const char *serr = strerror(
# 735 "../lua/lauxlib.c" 3 4
                             (*__errno_location ())
# 735 "../lua/lauxlib.c"
                                  );
  const char *filename = lua_tolstring(L, (fnameindex), 
# 736 "../lua/lauxlib.c" 3 4
                        ((void *)0)
# 736 "../lua/lauxlib.c"
                        ) + 1;
  lua_pushfstring(L, "cannot %s %s: %s", what, filename, serr);
  (lua_rotate(L, (fnameindex), -1), lua_settop(L, -(1)-1));
  return (5 +1);
}
# 749 "../lua/lauxlib.c"
static int skipBOM (FILE *f) {
  int c = getc(f);
  if (c == 0xEF && getc(f) == 0xBB && getc(f) == 0xBF)
    return getc(f);
  else
    return c;
}
# 765 "../lua/lauxlib.c"
static int skipcomment (FILE *f, int *cp) {
  int c = *cp = skipBOM(f);
  if (c == '#') {
    do {
      c = getc(f);
    } while (c != 
# 770 "../lua/lauxlib.c" 3 4
                 (-1) 
# 770 "../lua/lauxlib.c"
                     && c != '\n');
    *cp = getc(f);
    return 1;
  }
  else return 0;
}


extern int luaL_loadfilex (lua_State *L, const char *filename,
                                             const char *mode) {
  LoadF lf;
  int status, readstatus;
  int c;
  int fnameindex = lua_gettop(L) + 1;
  if (filename == 
# 784 "../lua/lauxlib.c" 3 4
                 ((void *)0)
# 784 "../lua/lauxlib.c"
                     ) {
    lua_pushstring(L, "" "=stdin");
    lf.f = 
# 786 "../lua/lauxlib.c" 3 4
          stdin
# 786 "../lua/lauxlib.c"
               ;
  }
  else {
    lua_pushfstring(L, "@%s", filename);
    lf.f = fopen(filename, "r");
    if (lf.f == 
# 791 "../lua/lauxlib.c" 3 4
               ((void *)0)
# 791 "../lua/lauxlib.c"
                   ) return errfile(L, "open", fnameindex);
  }
  lf.n = 0;
  if (skipcomment(lf.f, &c))
    lf.buff[lf.n++] = '\n';
  if (c == "\x1bLua"[0]) {
    lf.n = 0;
    if (filename) {
      lf.f = freopen(filename, "rb", lf.f);
      if (lf.f == 
# 800 "../lua/lauxlib.c" 3 4
                 ((void *)0)
# 800 "../lua/lauxlib.c"
                     ) return errfile(L, "reopen", fnameindex);
      skipcomment(lf.f, &c);
    }
  }
  if (c != 
# 804 "../lua/lauxlib.c" 3 4
          (-1)
# 804 "../lua/lauxlib.c"
             )
    lf.buff[lf.n++] = c;
  status = lua_load(L, getF, &lf, lua_tolstring(L, (-1), 
# 806 "../lua/lauxlib.c" 3 4
                                 ((void *)0)
# 806 "../lua/lauxlib.c"
                                 ), mode);
  readstatus = ferror(lf.f);
  if (filename) fclose(lf.f);
  if (readstatus) {
    lua_settop(L, fnameindex);
    return errfile(L, "read", fnameindex);
  }
  (lua_rotate(L, (fnameindex), -1), lua_settop(L, -(1)-1));
  return status;
}


typedef struct LoadS {
  const char *s;
  size_t size;
} LoadS;


static const char *getS (lua_State *L, void *ud, size_t *size) {
  LoadS *ls = (LoadS *)ud;
  (void)L;
  if (ls->size == 0) return 
# 827 "../lua/lauxlib.c" 3 4
                           ((void *)0)
# 827 "../lua/lauxlib.c"
                               ;
  *size = ls->size;
  ls->size = 0;
  return ls->s;
}


extern int luaL_loadbufferx (lua_State *L, const char *buff, size_t size,
                                 const char *name, const char *mode) {
  LoadS ls;
  ls.s = buff;
  ls.size = size;
  return lua_load(L, getS, &ls, name, mode);
}


extern int luaL_loadstring (lua_State *L, const char *s) {
  return luaL_loadbufferx(L,s,strlen(s),s,
# 844 "../lua/lauxlib.c" 3 4
        ((void *)0)
# 844 "../lua/lauxlib.c"
        );
}





extern int luaL_getmetafield (lua_State *L, int obj, const char *event) {
  if (!lua_getmetatable(L, obj))
    return 0;
  else {
    int tt;
    lua_pushstring(L, event);
    tt = lua_rawget(L, -2);
    if (tt == 0)
      lua_settop(L, -(2)-1);
    else
      (lua_rotate(L, (-2), -1), lua_settop(L, -(1)-1));
    return tt;
  }
}


extern int luaL_callmeta (lua_State *L, int obj, const char *event) {
  obj = lua_absindex(L, obj);
  if (luaL_getmetafield(L, obj, event) == 0)
    return 0;
  lua_pushvalue(L, obj);
  lua_callk(L, (1), (1), 0, 
# 872 "../lua/lauxlib.c" 3 4
 ((void *)0)
# 872 "../lua/lauxlib.c"
 );
  return 1;
}


extern lua_Integer luaL_len (lua_State *L, int idx) {
  lua_Integer l;
  int isnum;
  lua_len(L, idx);
  l = lua_tointegerx(L, -1, &isnum);
  if ((__builtin_expect(((!isnum) != 0), 0)))
    luaL_error(L, "object length is not an integer");
  lua_settop(L, -(1)-1);
  return l;
}


extern const char *luaL_tolstring (lua_State *L, int idx, size_t *len) {
  idx = lua_absindex(L,idx);
  if (luaL_callmeta(L, idx, "__tostring")) {
    if (!lua_isstring(L, -1))
      luaL_error(L, "'__tostring' must return a string");
  }
  else {
    switch (lua_type(L, idx)) {
      case 3: {
        if (lua_isinteger(L, idx))
          lua_pushfstring(L, "%I", (long long)lua_tointegerx(L,(idx),
# 899 "../lua/lauxlib.c" 3 4
                                               ((void *)0)
# 899 "../lua/lauxlib.c"
                                               ));
        else
          lua_pushfstring(L, "%f", (double)lua_tonumberx(L,(idx),
# 901 "../lua/lauxlib.c" 3 4
                                                  ((void *)0)
# 901 "../lua/lauxlib.c"
                                                  ));
        break;
      }
      case 4:
        lua_pushvalue(L, idx);
        break;
      case 1:
        lua_pushstring(L, (lua_toboolean(L, idx) ? "true" : "false"));
        break;
      case 0:
        lua_pushstring(L, "" "nil");
        break;
      default: {
        int tt = luaL_getmetafield(L, idx, "__name");
        const char *kind = (tt == 4) ? lua_tolstring(L, (-1), 
# 915 "../lua/lauxlib.c" 3 4
                                                ((void *)0)
# 915 "../lua/lauxlib.c"
                                                ) :
                                                 lua_typename(L, lua_type(L,(idx)));
        lua_pushfstring(L, "%s: %p", kind, lua_topointer(L, idx));
        if (tt != 0)
          (lua_rotate(L, (-2), -1), lua_settop(L, -(1)-1));
        break;
      }
    }
  }
  return lua_tolstring(L, -1, len);
}







extern void luaL_setfuncs (lua_State *L, const luaL_Reg *l, int nup) {
  luaL_checkstack(L, nup, "too many upvalues");
  for (; l->name != 
# 935 "../lua/lauxlib.c" 3 4
                   ((void *)0)
# 935 "../lua/lauxlib.c"
                       ; l++) {
    if (l->func == 
# 936 "../lua/lauxlib.c" 3 4
                  ((void *)0)
# 936 "../lua/lauxlib.c"
                      )
      lua_pushboolean(L, 0);
    else {
      int i;
      for (i = 0; i < nup; i++)
        lua_pushvalue(L, -nup);
      lua_pushcclosure(L, l->func, nup);
    }
    lua_setfield(L, -(nup + 2), l->name);
  }
  lua_settop(L, -(nup)-1);
}






extern int luaL_getsubtable (lua_State *L, int idx, const char *fname) {
  if (lua_getfield(L, idx, fname) == 5)
    return 1;
  else {
    lua_settop(L, -(1)-1);
    idx = lua_absindex(L, idx);
    lua_createtable(L, 0, 0);
    lua_pushvalue(L, -1);
    lua_setfield(L, idx, fname);
    return 0;
  }
}
# 974 "../lua/lauxlib.c"
extern void luaL_requiref (lua_State *L, const char *modname,
                               lua_CFunction openf, int glb) {
  luaL_getsubtable(L, (-1000000 - 1000), "_LOADED");
  lua_getfield(L, -1, modname);
  if (!lua_toboolean(L, -1)) {
    lua_settop(L, -(1)-1);
    lua_pushcclosure(L, (openf), 0);
    lua_pushstring(L, modname);
    lua_callk(L, (1), (1), 0, 
# 982 "../lua/lauxlib.c" 3 4
   ((void *)0)
# 982 "../lua/lauxlib.c"
   );
    lua_pushvalue(L, -1);
    lua_setfield(L, -3, modname);
  }
  (lua_rotate(L, (-2), -1), lua_settop(L, -(1)-1));
  if (glb) {
    lua_pushvalue(L, -1);
    lua_setglobal(L, modname);
  }
}


extern void luaL_addgsub (luaL_Buffer *b, const char *s,
                                     const char *p, const char *r) {
  const char *wild;
  size_t l = strlen(p);
  while ((wild = strstr(s, p)) != 
# 998 "../lua/lauxlib.c" 3 4
                                 ((void *)0)
# 998 "../lua/lauxlib.c"
                                     ) {
    luaL_addlstring(b, s, wild - s);
    luaL_addstring(b, r);
    s = wild + l;
  }
  luaL_addstring(b, s);
}


extern const char *luaL_gsub (lua_State *L, const char *s,
                                  const char *p, const char *r) {
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  luaL_addgsub(&b, s, p, r);
  luaL_pushresult(&b);
  return lua_tolstring(L, (-1), 
# 1013 "../lua/lauxlib.c" 3 4
        ((void *)0)
# 1013 "../lua/lauxlib.c"
        );
}


static void *l_alloc (void *ud, void *ptr, size_t osize, size_t nsize) {
  (void)ud; (void)osize;
  if (nsize == 0) {
    free(ptr);
    return 
# 1021 "../lua/lauxlib.c" 3 4
          ((void *)0)
# 1021 "../lua/lauxlib.c"
              ;
  }
  else
    return realloc(ptr, nsize);
}


static int panic (lua_State *L) {
  const char *msg = lua_tolstring(L, (-1), 
# 1029 "../lua/lauxlib.c" 3 4
                   ((void *)0)
# 1029 "../lua/lauxlib.c"
                   );
  if (msg == 
# 1030 "../lua/lauxlib.c" 3 4
            ((void *)0)
# 1030 "../lua/lauxlib.c"
                ) msg = "error object is not a string";
  (fprintf(
# 1031 "../lua/lauxlib.c" 3 4
 stderr
# 1031 "../lua/lauxlib.c"
 , ("PANIC: unprotected error in call to Lua API (%s)\n"), (msg)), fflush(
# 1031 "../lua/lauxlib.c" 3 4
 stderr
# 1031 "../lua/lauxlib.c"
 ))
                            ;
  return 0;
}
# 1043 "../lua/lauxlib.c"
static void warnfoff (void *ud, const char *message, int tocont);
static void warnfon (void *ud, const char *message, int tocont);
static void warnfcont (void *ud, const char *message, int tocont);






static int checkcontrol (lua_State *L, const char *message, int tocont) {
  if (tocont || *(message++) != '@')
    return 0;
  else {
    if (strcmp(message, "off") == 0)
      lua_setwarnf(L, warnfoff, L);
    else if (strcmp(message, "on") == 0)
      lua_setwarnf(L, warnfon, L);
    return 1;
  }
}


static void warnfoff (void *ud, const char *message, int tocont) {
  checkcontrol((lua_State *)ud, message, tocont);
}






static void warnfcont (void *ud, const char *message, int tocont) {
  lua_State *L = (lua_State *)ud;
  (fprintf(
# 1076 "../lua/lauxlib.c" 3 4
 stderr
# 1076 "../lua/lauxlib.c"
 , ("%s"), (message)), fflush(
# 1076 "../lua/lauxlib.c" 3 4
 stderr
# 1076 "../lua/lauxlib.c"
 ));
  if (tocont)
    lua_setwarnf(L, warnfcont, L);
  else {
    (fprintf(
# 1080 "../lua/lauxlib.c" 3 4
   stderr
# 1080 "../lua/lauxlib.c"
   , ("%s"), ("\n")), fflush(
# 1080 "../lua/lauxlib.c" 3 4
   stderr
# 1080 "../lua/lauxlib.c"
   ));
    lua_setwarnf(L, warnfon, L);
  }
}


static void warnfon (void *ud, const char *message, int tocont) {
  if (checkcontrol((lua_State *)ud, message, tocont))
    return;
  (fprintf(
# 1089 "../lua/lauxlib.c" 3 4
 stderr
# 1089 "../lua/lauxlib.c"
 , ("%s"), ("Lua warning: ")), fflush(
# 1089 "../lua/lauxlib.c" 3 4
 stderr
# 1089 "../lua/lauxlib.c"
 ));
  warnfcont(ud, message, tocont);
}


extern lua_State *luaL_newstate (void) {
  lua_State *L = lua_newstate(l_alloc, 
# 1095 "../lua/lauxlib.c" 3 4
                                      ((void *)0)
# 1095 "../lua/lauxlib.c"
                                          );
  if ((__builtin_expect(((L) != 0), 1))) {
    lua_atpanic(L, &panic);
    lua_setwarnf(L, warnfoff, L);
  }
  return L;
}


extern void luaL_checkversion_ (lua_State *L, lua_Number ver, size_t sz) {
  lua_Number v = lua_version(L);
  if (sz != (sizeof(lua_Integer)*16 + sizeof(lua_Number)))
    luaL_error(L, "core and library have incompatible numeric types");
  else if (v != ver)
    luaL_error(L, "version mismatch: app. needs %f, Lua core provides %f",
                  (double)ver, (double)v);
}
# 97 "../lua/onelua.c" 2



# 1 "../lua/lbaselib.c" 1
# 21 "../lua/lbaselib.c"
# 1 "../lua/lualib.h" 1
# 22 "../lua/lbaselib.c" 2


static int luaB_print (lua_State *L) {
  int n = lua_gettop(L);
  int i;
  for (i = 1; i <= n; i++) {
    size_t l;
    const char *s = luaL_tolstring(L, i, &l);
    if (i > 1)
      fwrite(("\t"), sizeof(char), (1), 
# 31 "../lua/lbaselib.c" 3 4
     stdout
# 31 "../lua/lbaselib.c"
     );
    fwrite((s), sizeof(char), (l), 
# 32 "../lua/lbaselib.c" 3 4
   stdout
# 32 "../lua/lbaselib.c"
   );
    lua_settop(L, -(1)-1);
  }
  (fwrite(("\n"), sizeof(char), (1), 
# 35 "../lua/lbaselib.c" 3 4
 stdout
# 35 "../lua/lbaselib.c"
 ), fflush(
# 35 "../lua/lbaselib.c" 3 4
 stdout
# 35 "../lua/lbaselib.c"
 ));
  return 0;
}







static int luaB_warn (lua_State *L) {
  int n = lua_gettop(L);
  int i;
  (luaL_checklstring(L, (1), 
# 48 "../lua/lbaselib.c" 3 4
 ((void *)0)
# 48 "../lua/lbaselib.c"
 ));
  for (i = 2; i <= n; i++)
    (luaL_checklstring(L, (i), 
# 50 "../lua/lbaselib.c" 3 4
   ((void *)0)
# 50 "../lua/lbaselib.c"
   ));
  for (i = 1; i < n; i++)
    lua_warning(L, lua_tolstring(L, (i), 
# 52 "../lua/lbaselib.c" 3 4
                  ((void *)0)
# 52 "../lua/lbaselib.c"
                  ), 1);
  lua_warning(L, lua_tolstring(L, (n), 
# 53 "../lua/lbaselib.c" 3 4
                ((void *)0)
# 53 "../lua/lbaselib.c"
                ), 0);
  return 0;
}




static const char *b_str2int (const char *s, int base, lua_Integer *pn) {
  lua_Unsigned n = 0;
  int neg = 0;
  s += strspn(s, " \f\n\r\t\v");
  if (*s == '-') { s++; neg = 1; }
  else if (*s == '+') s++;
  if (!
# 66 "../lua/lbaselib.c" 3 4
      ((*__ctype_b_loc ())[(int) ((
# 66 "../lua/lbaselib.c"
      (unsigned char)*s
# 66 "../lua/lbaselib.c" 3 4
      ))] & (unsigned short int) _ISalnum)
# 66 "../lua/lbaselib.c"
                                )
    return 
# 67 "../lua/lbaselib.c" 3 4
          ((void *)0)
# 67 "../lua/lbaselib.c"
              ;
  do {
    int digit = (
# 69 "../lua/lbaselib.c" 3 4
                ((*__ctype_b_loc ())[(int) ((
# 69 "../lua/lbaselib.c"
                (unsigned char)*s
# 69 "../lua/lbaselib.c" 3 4
                ))] & (unsigned short int) _ISdigit)
# 69 "../lua/lbaselib.c"
                                          ) ? *s - '0'
                   : (toupper((unsigned char)*s) - 'A') + 10;
    if (digit >= base) return 
# 71 "../lua/lbaselib.c" 3 4
                             ((void *)0)
# 71 "../lua/lbaselib.c"
                                 ;
    n = n * base + digit;
    s++;
  } while (
# 74 "../lua/lbaselib.c" 3 4
          ((*__ctype_b_loc ())[(int) ((
# 74 "../lua/lbaselib.c"
          (unsigned char)*s
# 74 "../lua/lbaselib.c" 3 4
          ))] & (unsigned short int) _ISalnum)
# 74 "../lua/lbaselib.c"
                                    );
  s += strspn(s, " \f\n\r\t\v");
  *pn = (lua_Integer)((neg) ? (0u - n) : n);
  return s;
}


static int luaB_tonumber (lua_State *L) {
  if ((lua_type(L, (2)) <= 0)) {
    if (lua_type(L, 1) == 3) {
      lua_settop(L, 1);
      return 1;
    }
    else {
      size_t l;
      const char *s = lua_tolstring(L, 1, &l);
      if (s != 
# 90 "../lua/lbaselib.c" 3 4
              ((void *)0) 
# 90 "../lua/lbaselib.c"
                   && lua_stringtonumber(L, s) == l + 1)
        return 1;

      luaL_checkany(L, 1);
    }
  }
  else {
    size_t l;
    const char *s;
    lua_Integer n = 0;
    lua_Integer base = luaL_checkinteger(L, 2);
    luaL_checktype(L, 1, 4);
    s = lua_tolstring(L, 1, &l);
    ((void)((__builtin_expect(((2 <= base && base <= 36) != 0), 1)) || luaL_argerror(L, (2), ("base out of range"))));
    if (b_str2int(s, (int)base, &n) == s + l) {
      lua_pushinteger(L, n);
      return 1;
    }
  }
  lua_pushnil(L);
  return 1;
}


static int luaB_error (lua_State *L) {
  int level = (int)luaL_optinteger(L, 2, 1);
  lua_settop(L, 1);
  if (lua_type(L, 1) == 4 && level > 0) {
    luaL_where(L, level);
    lua_pushvalue(L, 1);
    lua_concat(L, 2);
  }
  return lua_error(L);
}


static int luaB_getmetatable (lua_State *L) {
  luaL_checkany(L, 1);
  if (!lua_getmetatable(L, 1)) {
    lua_pushnil(L);
    return 1;
  }
  luaL_getmetafield(L, 1, "__metatable");
  return 1;
}


static int luaB_setmetatable (lua_State *L) {
  int t = lua_type(L, 2);
  luaL_checktype(L, 1, 5);
  ((void)((__builtin_expect(((t == 0 || t == 5) != 0), 1)) || luaL_typeerror(L, (2), ("nil or table"))));
  if ((__builtin_expect(((luaL_getmetafield(L, 1, "__metatable") != 0) != 0), 0)))
    return luaL_error(L, "cannot change a protected metatable");
  lua_settop(L, 2);
  lua_setmetatable(L, 1);
  return 1;
}


static int luaB_rawequal (lua_State *L) {
  luaL_checkany(L, 1);
  luaL_checkany(L, 2);
  lua_pushboolean(L, lua_rawequal(L, 1, 2));
  return 1;
}


static int luaB_rawlen (lua_State *L) {
  int t = lua_type(L, 1);
  ((void)((__builtin_expect(((t == 5 || t == 4) != 0), 1)) || luaL_typeerror(L, (1), ("table or string"))))
                                        ;
  lua_pushinteger(L, lua_rawlen(L, 1));
  return 1;
}


static int luaB_rawget (lua_State *L) {
  luaL_checktype(L, 1, 5);
  luaL_checkany(L, 2);
  lua_settop(L, 2);
  lua_rawget(L, 1);
  return 1;
}

static int luaB_rawset (lua_State *L) {
  luaL_checktype(L, 1, 5);
  luaL_checkany(L, 2);
  luaL_checkany(L, 3);
  lua_settop(L, 3);
  lua_rawset(L, 1);
  return 1;
}


static int pushmode (lua_State *L, int oldmode) {
  if (oldmode == -1)
    lua_pushnil(L);
  else
    lua_pushstring(L, (oldmode == 11) ? "incremental"
                                             : "generational");
  return 1;
}







static int luaB_collectgarbage (lua_State *L) {
  static const char *const opts[] = {"stop", "restart", "collect",
    "count", "step", "setpause", "setstepmul",
    "isrunning", "generational", "incremental", 
# 202 "../lua/lbaselib.c" 3 4
                                               ((void *)0)
# 202 "../lua/lbaselib.c"
                                                   };
  static const int optsnum[] = {0, 1, 2,
    3, 5, 6, 7,
    9, 10, 11};
  int o = optsnum[luaL_checkoption(L, 1, "collect", opts)];
  switch (o) {
    case 3: {
      int k = lua_gc(L, o);
      int b = lua_gc(L, 4);
      { if (k == -1) break; };
      lua_pushnumber(L, (lua_Number)k + ((lua_Number)b/1024));
      return 1;
    }
    case 5: {
      int step = (int)luaL_optinteger(L, 2, 0);
      int res = lua_gc(L, o, step);
      { if (res == -1) break; };
      lua_pushboolean(L, res);
      return 1;
    }
    case 6:
    case 7: {
      int p = (int)luaL_optinteger(L, 2, 0);
      int previous = lua_gc(L, o, p);
      { if (previous == -1) break; };
      lua_pushinteger(L, previous);
      return 1;
    }
    case 9: {
      int res = lua_gc(L, o);
      { if (res == -1) break; };
      lua_pushboolean(L, res);
      return 1;
    }
    case 10: {
      int minormul = (int)luaL_optinteger(L, 2, 0);
      int majormul = (int)luaL_optinteger(L, 3, 0);
      return pushmode(L, lua_gc(L, o, minormul, majormul));
    }
    case 11: {
      int pause = (int)luaL_optinteger(L, 2, 0);
      int stepmul = (int)luaL_optinteger(L, 3, 0);
      int stepsize = (int)luaL_optinteger(L, 4, 0);
      return pushmode(L, lua_gc(L, o, pause, stepmul, stepsize));
    }
    default: {
      int res = lua_gc(L, o);
      { if (res == -1) break; };
      lua_pushinteger(L, res);
      return 1;
    }
  }
  lua_pushnil(L);
  return 1;
}


static int luaB_type (lua_State *L) {
  int t = lua_type(L, 1);
  ((void)((__builtin_expect(((t != (-1)) != 0), 1)) || luaL_argerror(L, (1), ("value expected"))));
  lua_pushstring(L, lua_typename(L, t));
  return 1;
}


static int luaB_next (lua_State *L) {
  luaL_checktype(L, 1, 5);
  lua_settop(L, 2);
  if (lua_next(L, 1))
    return 2;
  else {
    lua_pushnil(L);
    return 1;
  }
}


static int pairscont (lua_State *L, int status, lua_KContext k) {
  (void)L; (void)status; (void)k;
  return 3;
}

static int luaB_pairs (lua_State *L) {
  luaL_checkany(L, 1);
  if (luaL_getmetafield(L, 1, "__pairs") == 0) {
    lua_pushcclosure(L, (luaB_next), 0);
    lua_pushvalue(L, 1);
    lua_pushnil(L);
  }
  else {
    lua_pushvalue(L, 1);
    lua_callk(L, 1, 3, 0, pairscont);
  }
  return 3;
}





static int ipairsaux (lua_State *L) {
  lua_Integer i = luaL_checkinteger(L, 2);
  i = ((lua_Integer)((lua_Unsigned)(i) + (lua_Unsigned)(1)));
  lua_pushinteger(L, i);
  return (lua_geti(L, 1, i) == 0) ? 1 : 2;
}






static int luaB_ipairs (lua_State *L) {
  luaL_checkany(L, 1);
  lua_pushcclosure(L, (ipairsaux), 0);
  lua_pushvalue(L, 1);
  lua_pushinteger(L, 0);
  return 3;
}


static int load_aux (lua_State *L, int status, int envidx) {
  if ((__builtin_expect(((status == 0) != 0), 1))) {
    if (envidx != 0) {
      lua_pushvalue(L, envidx);
      if (!lua_setupvalue(L, -2, 1))
        lua_settop(L, -(1)-1);
    }
    return 1;
  }
  else {
    lua_pushnil(L);
    lua_rotate(L, (-2), 1);
    return 2;
  }
}


static int luaB_loadfile (lua_State *L) {
  const char *fname = (luaL_optlstring(L, (1), (
# 341 "../lua/lbaselib.c" 3 4
                     ((void *)0)
# 341 "../lua/lbaselib.c"
                     ), 
# 341 "../lua/lbaselib.c" 3 4
                     ((void *)0)
# 341 "../lua/lbaselib.c"
                     ));
  const char *mode = (luaL_optlstring(L, (2), (
# 342 "../lua/lbaselib.c" 3 4
                    ((void *)0)
# 342 "../lua/lbaselib.c"
                    ), 
# 342 "../lua/lbaselib.c" 3 4
                    ((void *)0)
# 342 "../lua/lbaselib.c"
                    ));
  int env = (!(lua_type(L, (3)) == (-1)) ? 3 : 0);
  int status = luaL_loadfilex(L, fname, mode);
  return load_aux(L, status, env);
}
# 370 "../lua/lbaselib.c"
static const char *generic_reader (lua_State *L, void *ud, size_t *size) {
  (void)(ud);
  luaL_checkstack(L, 2, "too many nested functions");
  lua_pushvalue(L, 1);
  lua_callk(L, (0), (1), 0, 
# 374 "../lua/lbaselib.c" 3 4
 ((void *)0)
# 374 "../lua/lbaselib.c"
 );
  if ((lua_type(L, (-1)) == 0)) {
    lua_settop(L, -(1)-1);
    *size = 0;
    return 
# 378 "../lua/lbaselib.c" 3 4
          ((void *)0)
# 378 "../lua/lbaselib.c"
              ;
  }
  else if ((__builtin_expect(((!lua_isstring(L, -1)) != 0), 0)))
    luaL_error(L, "reader function must return a string");
  (lua_copy(L, -1, (5)), lua_settop(L, -(1)-1));
  return lua_tolstring(L, 5, size);
}


static int luaB_load (lua_State *L) {
  int status;
  size_t l;
  const char *s = lua_tolstring(L, 1, &l);
  const char *mode = (luaL_optlstring(L, (3), ("bt"), 
# 391 "../lua/lbaselib.c" 3 4
                    ((void *)0)
# 391 "../lua/lbaselib.c"
                    ));
  int env = (!(lua_type(L, (4)) == (-1)) ? 4 : 0);
  if (s != 
# 393 "../lua/lbaselib.c" 3 4
          ((void *)0)
# 393 "../lua/lbaselib.c"
              ) {
    const char *chunkname = (luaL_optlstring(L, (2), (s), 
# 394 "../lua/lbaselib.c" 3 4
                           ((void *)0)
# 394 "../lua/lbaselib.c"
                           ));
    status = luaL_loadbufferx(L, s, l, chunkname, mode);
  }
  else {
    const char *chunkname = (luaL_optlstring(L, (2), ("=(load)"), 
# 398 "../lua/lbaselib.c" 3 4
                           ((void *)0)
# 398 "../lua/lbaselib.c"
                           ));
    luaL_checktype(L, 1, 6);
    lua_settop(L, 5);
    status = lua_load(L, generic_reader, 
# 401 "../lua/lbaselib.c" 3 4
                                        ((void *)0)
# 401 "../lua/lbaselib.c"
                                            , chunkname, mode);
  }
  return load_aux(L, status, env);
}




static int dofilecont (lua_State *L, int d1, lua_KContext d2) {
  (void)d1; (void)d2;
  return lua_gettop(L) - 1;
}


static int luaB_dofile (lua_State *L) {
  const char *fname = (luaL_optlstring(L, (1), (
# 416 "../lua/lbaselib.c" 3 4
                     ((void *)0)
# 416 "../lua/lbaselib.c"
                     ), 
# 416 "../lua/lbaselib.c" 3 4
                     ((void *)0)
# 416 "../lua/lbaselib.c"
                     ));
  lua_settop(L, 1);
  if ((__builtin_expect(((luaL_loadfilex(L,fname,
# 418 "../lua/lbaselib.c" 3 4
     ((void *)0)
# 418 "../lua/lbaselib.c"
     ) != 0) != 0), 0)))
    return lua_error(L);
  lua_callk(L, 0, (-1), 0, dofilecont);
  return dofilecont(L, 0, 0);
}


static int luaB_assert (lua_State *L) {
  if ((__builtin_expect(((lua_toboolean(L, 1)) != 0), 1)))
    return lua_gettop(L);
  else {
    luaL_checkany(L, 1);
    (lua_rotate(L, (1), -1), lua_settop(L, -(1)-1));
    lua_pushstring(L, "" "assertion failed!");
    lua_settop(L, 1);
    return luaB_error(L);
  }
}


static int luaB_select (lua_State *L) {
  int n = lua_gettop(L);
  if (lua_type(L, 1) == 4 && *lua_tolstring(L, (1), 
# 440 "../lua/lbaselib.c" 3 4
                                       ((void *)0)
# 440 "../lua/lbaselib.c"
                                       ) == '#') {
    lua_pushinteger(L, n-1);
    return 1;
  }
  else {
    lua_Integer i = luaL_checkinteger(L, 1);
    if (i < 0) i = n + i;
    else if (i > n) i = n;
    ((void)((__builtin_expect(((1 <= i) != 0), 1)) || luaL_argerror(L, (1), ("index out of range"))));
    return n - (int)i;
  }
}
# 461 "../lua/lbaselib.c"
static int finishpcall (lua_State *L, int status, lua_KContext extra) {
  if ((__builtin_expect(((status != 0 && status != 1) != 0), 0))) {
    lua_pushboolean(L, 0);
    lua_pushvalue(L, -2);
    return 2;
  }
  else
    return lua_gettop(L) - (int)extra;
}


static int luaB_pcall (lua_State *L) {
  int status;
  luaL_checkany(L, 1);
  lua_pushboolean(L, 1);
  lua_rotate(L, (1), 1);
  status = lua_pcallk(L, lua_gettop(L) - 2, (-1), 0, 0, finishpcall);
  return finishpcall(L, status, 0);
}







static int luaB_xpcall (lua_State *L) {
  int status;
  int n = lua_gettop(L);
  luaL_checktype(L, 2, 6);
  lua_pushboolean(L, 1);
  lua_pushvalue(L, 1);
  lua_rotate(L, 3, 2);
  status = lua_pcallk(L, n - 2, (-1), 2, 2, finishpcall);
  return finishpcall(L, status, 2);
}


static int luaB_tostring (lua_State *L) {
  luaL_checkany(L, 1);
  luaL_tolstring(L, 1, 
# 501 "../lua/lbaselib.c" 3 4
                      ((void *)0)
# 501 "../lua/lbaselib.c"
                          );
  return 1;
}


static const luaL_Reg base_funcs[] = {
  {"assert", luaB_assert},
  {"collectgarbage", luaB_collectgarbage},
  {"dofile", luaB_dofile},
  {"error", luaB_error},
  {"getmetatable", luaB_getmetatable},
  {"ipairs", luaB_ipairs},
  {"loadfile", luaB_loadfile},
  {"load", luaB_load},
  {"next", luaB_next},
  {"pairs", luaB_pairs},
  {"pcall", luaB_pcall},
  {"print", luaB_print},
  {"warn", luaB_warn},
  {"rawequal", luaB_rawequal},
  {"rawlen", luaB_rawlen},
  {"rawget", luaB_rawget},
  {"rawset", luaB_rawset},
  {"select", luaB_select},
  {"setmetatable", luaB_setmetatable},
  {"tonumber", luaB_tonumber},
  {"tostring", luaB_tostring},
  {"type", luaB_type},
  {"xpcall", luaB_xpcall},

  {"_G", 
# 531 "../lua/lbaselib.c" 3 4
             ((void *)0)
# 531 "../lua/lbaselib.c"
                 },
  {"_VERSION", 
# 532 "../lua/lbaselib.c" 3 4
              ((void *)0)
# 532 "../lua/lbaselib.c"
                  },
  {
# 533 "../lua/lbaselib.c" 3 4
  ((void *)0)
# 533 "../lua/lbaselib.c"
      , 
# 533 "../lua/lbaselib.c" 3 4
        ((void *)0)
# 533 "../lua/lbaselib.c"
            }
};


extern int luaopen_base (lua_State *L) {

  ((void)lua_rawgeti(L, (-1000000 - 1000), 2));
  luaL_setfuncs(L, base_funcs, 0);

  lua_pushvalue(L, -1);
  lua_setfield(L, -2, "_G");

  lua_pushstring(L, "" "Lua " "5" "." "4");
  lua_setfield(L, -2, "_VERSION");
  return 1;
}
# 101 "../lua/onelua.c" 2
# 1 "../lua/lcorolib.c" 1
# 21 "../lua/lcorolib.c"
static lua_State *getco (lua_State *L) {
  lua_State *co = lua_tothread(L, 1);
  ((void)((__builtin_expect(((co) != 0), 1)) || luaL_typeerror(L, (1), ("thread"))));
  return co;
}






static int auxresume (lua_State *L, lua_State *co, int narg) {
  int status, nres;
  if ((__builtin_expect(((!lua_checkstack(co, narg)) != 0), 0))) {
    lua_pushstring(L, "" "too many arguments to resume");
    return -1;
  }
  lua_xmove(L, co, narg);
  status = lua_resume(co, L, narg, &nres);
  if ((__builtin_expect(((status == 0 || status == 1) != 0), 1))) {
    if ((__builtin_expect(((!lua_checkstack(L, nres + 1)) != 0), 0))) {
      lua_settop(co, -(nres)-1);
      lua_pushstring(L, "" "too many results to resume");
      return -1;
    }
    lua_xmove(co, L, nres);
    return nres;
  }
  else {
    lua_xmove(co, L, 1);
    return -1;
  }
}


static int luaB_coresume (lua_State *L) {
  lua_State *co = getco(L);
  int r;
  r = auxresume(L, co, lua_gettop(L) - 1);
  if ((__builtin_expect(((r < 0) != 0), 0))) {
    lua_pushboolean(L, 0);
    lua_rotate(L, (-2), 1);
    return 2;
  }
  else {
    lua_pushboolean(L, 1);
    lua_rotate(L, (-(r + 1)), 1);
    return r + 1;
  }
}


static int luaB_auxwrap (lua_State *L) {
  lua_State *co = lua_tothread(L, ((-1000000 - 1000) - (1)));
  int r = auxresume(L, co, lua_gettop(L));
  if ((__builtin_expect(((r < 0) != 0), 0))) {
    int stat = lua_status(co);
    if (stat != 0 && stat != 1) {
      stat = lua_closethread(co, L);
      ((void)0);
      lua_xmove(co, L, 1);
    }
    if (stat != 4 &&
        lua_type(L, -1) == 4) {
      luaL_where(L, 1);
      lua_rotate(L, (-2), 1);
      lua_concat(L, 2);
    }
    return lua_error(L);
  }
  return r;
}


static int luaB_cocreate (lua_State *L) {
  lua_State *NL;
  luaL_checktype(L, 1, 6);
  NL = lua_newthread(L);
  lua_pushvalue(L, 1);
  lua_xmove(L, NL, 1);
  return 1;
}


static int luaB_cowrap (lua_State *L) {
  luaB_cocreate(L);
  lua_pushcclosure(L, luaB_auxwrap, 1);
  return 1;
}


static int luaB_yield (lua_State *L) {
  return lua_yieldk(L, (lua_gettop(L)), 0, 
# 113 "../lua/lcorolib.c" 3 4
        ((void *)0)
# 113 "../lua/lcorolib.c"
        );
}
# 123 "../lua/lcorolib.c"
static const char *const statname[] =
  {"running", "dead", "suspended", "normal"};


static int auxstatus (lua_State *L, lua_State *co) {
  if (L == co) return 0;
  else {
    switch (lua_status(co)) {
      case 1:
        return 2;
      case 0: {
        lua_Debug ar;
        if (lua_getstack(co, 0, &ar))
          return 3;
        else if (lua_gettop(co) == 0)
            return 1;
        else
          return 2;
      }
      default:
        return 1;
    }
  }
}


static int luaB_costatus (lua_State *L) {
  lua_State *co = getco(L);
  lua_pushstring(L, statname[auxstatus(L, co)]);
  return 1;
}


static int luaB_yieldable (lua_State *L) {
  lua_State *co = (lua_type(L, (1)) == (-1)) ? L : getco(L);
  lua_pushboolean(L, lua_isyieldable(co));
  return 1;
}


static int luaB_corunning (lua_State *L) {
  int ismain = lua_pushthread(L);
  lua_pushboolean(L, ismain);
  return 2;
}


static int luaB_close (lua_State *L) {
  lua_State *co = getco(L);
  int status = auxstatus(L, co);
  switch (status) {
    case 1: case 2: {
      status = lua_closethread(co, L);
      if (status == 0) {
        lua_pushboolean(L, 1);
        return 1;
      }
      else {
        lua_pushboolean(L, 0);
        lua_xmove(co, L, 1);
        return 2;
      }
    }
    default:
      return luaL_error(L, "cannot close a %s coroutine", statname[status]);
  }
}


static const luaL_Reg co_funcs[] = {
  {"create", luaB_cocreate},
  {"resume", luaB_coresume},
  {"running", luaB_corunning},
  {"status", luaB_costatus},
  {"wrap", luaB_cowrap},
  {"yield", luaB_yield},
  {"isyieldable", luaB_yieldable},
  {"close", luaB_close},
  {
# 201 "../lua/lcorolib.c" 3 4
  ((void *)0)
# 201 "../lua/lcorolib.c"
      , 
# 201 "../lua/lcorolib.c" 3 4
        ((void *)0)
# 201 "../lua/lcorolib.c"
            }
};



extern int luaopen_coroutine (lua_State *L) {
  (luaL_checkversion_(L, 504, (sizeof(lua_Integer)*16 + sizeof(lua_Number))), lua_createtable(L, 0, sizeof(co_funcs)/sizeof((co_funcs)[0]) - 1), luaL_setfuncs(L,co_funcs,0));
  return 1;
}
# 102 "../lua/onelua.c" 2
# 1 "../lua/ldblib.c" 1
# 27 "../lua/ldblib.c"
static const char *const HOOKKEY = "_HOOKKEY";







static void checkstack (lua_State *L, lua_State *L1, int n) {
  if ((__builtin_expect(((L != L1 && !lua_checkstack(L1, n)) != 0), 0)))
    luaL_error(L, "stack overflow");
}


static int db_getregistry (lua_State *L) {
  lua_pushvalue(L, (-1000000 - 1000));
  return 1;
}


static int db_getmetatable (lua_State *L) {
  luaL_checkany(L, 1);
  if (!lua_getmetatable(L, 1)) {
    lua_pushnil(L);
  }
  return 1;
}


static int db_setmetatable (lua_State *L) {
  int t = lua_type(L, 2);
  ((void)((__builtin_expect(((t == 0 || t == 5) != 0), 1)) || luaL_typeerror(L, (2), ("nil or table"))));
  lua_settop(L, 2);
  lua_setmetatable(L, 1);
  return 1;
}


static int db_getuservalue (lua_State *L) {
  int n = (int)luaL_optinteger(L, 2, 1);
  if (lua_type(L, 1) != 7)
    lua_pushnil(L);
  else if (lua_getiuservalue(L, 1, n) != (-1)) {
    lua_pushboolean(L, 1);
    return 2;
  }
  return 1;
}


static int db_setuservalue (lua_State *L) {
  int n = (int)luaL_optinteger(L, 3, 1);
  luaL_checktype(L, 1, 7);
  luaL_checkany(L, 2);
  lua_settop(L, 2);
  if (!lua_setiuservalue(L, 1, n))
    lua_pushnil(L);
  return 1;
}
# 94 "../lua/ldblib.c"
static lua_State *getthread (lua_State *L, int *arg) {
  if ((lua_type(L, (1)) == 8)) {
    *arg = 1;
    return lua_tothread(L, 1);
  }
  else {
    *arg = 0;
    return L;
  }
}







static void settabss (lua_State *L, const char *k, const char *v) {
  lua_pushstring(L, v);
  lua_setfield(L, -2, k);
}

static void settabsi (lua_State *L, const char *k, int v) {
  lua_pushinteger(L, v);
  lua_setfield(L, -2, k);
}

static void settabsb (lua_State *L, const char *k, int v) {
  lua_pushboolean(L, v);
  lua_setfield(L, -2, k);
}
# 134 "../lua/ldblib.c"
static void treatstackoption (lua_State *L, lua_State *L1, const char *fname) {
  if (L == L1)
    lua_rotate(L, -2, 1);
  else
    lua_xmove(L1, L, 1);
  lua_setfield(L, -2, fname);
}
# 149 "../lua/ldblib.c"
static int db_getinfo (lua_State *L) {
  lua_Debug ar;
  int arg;
  lua_State *L1 = getthread(L, &arg);
  const char *options = (luaL_optlstring(L, (arg+2), ("flnSrtu"), 
# 153 "../lua/ldblib.c" 3 4
                       ((void *)0)
# 153 "../lua/ldblib.c"
                       ));
  checkstack(L, L1, 3);
  ((void)((__builtin_expect(((options[0] != '>') != 0), 1)) || luaL_argerror(L, (arg + 2), ("invalid option '>'"))));
  if ((lua_type(L, (arg + 1)) == 6)) {
    options = lua_pushfstring(L, ">%s", options);
    lua_pushvalue(L, arg + 1);
    lua_xmove(L, L1, 1);
  }
  else {
    if (!lua_getstack(L1, (int)luaL_checkinteger(L, arg + 1), &ar)) {
      lua_pushnil(L);
      return 1;
    }
  }
  if (!lua_getinfo(L1, options, &ar))
    return luaL_argerror(L, arg+2, "invalid option");
  lua_createtable(L, 0, 0);
  if (strchr(options, 'S')) {
    lua_pushlstring(L, ar.source, ar.srclen);
    lua_setfield(L, -2, "source");
    settabss(L, "short_src", ar.short_src);
    settabsi(L, "linedefined", ar.linedefined);
    settabsi(L, "lastlinedefined", ar.lastlinedefined);
    settabss(L, "what", ar.what);
  }
  if (strchr(options, 'l'))
    settabsi(L, "currentline", ar.currentline);
  if (strchr(options, 'u')) {
    settabsi(L, "nups", ar.nups);
    settabsi(L, "nparams", ar.nparams);
    settabsb(L, "isvararg", ar.isvararg);
  }
  if (strchr(options, 'n')) {
    settabss(L, "name", ar.name);
    settabss(L, "namewhat", ar.namewhat);
  }
  if (strchr(options, 'r')) {
    settabsi(L, "ftransfer", ar.ftransfer);
    settabsi(L, "ntransfer", ar.ntransfer);
  }
  if (strchr(options, 't'))
    settabsb(L, "istailcall", ar.istailcall);
  if (strchr(options, 'L'))
    treatstackoption(L, L1, "activelines");
  if (strchr(options, 'f'))
    treatstackoption(L, L1, "func");
  return 1;
}


static int db_getlocal (lua_State *L) {
  int arg;
  lua_State *L1 = getthread(L, &arg);
  int nvar = (int)luaL_checkinteger(L, arg + 2);
  if ((lua_type(L, (arg + 1)) == 6)) {
    lua_pushvalue(L, arg + 1);
    lua_pushstring(L, lua_getlocal(L, 
# 209 "../lua/ldblib.c" 3 4
                                     ((void *)0)
# 209 "../lua/ldblib.c"
                                         , nvar));
    return 1;
  }
  else {
    lua_Debug ar;
    const char *name;
    int level = (int)luaL_checkinteger(L, arg + 1);
    if ((__builtin_expect(((!lua_getstack(L1, level, &ar)) != 0), 0)))
      return luaL_argerror(L, arg+1, "level out of range");
    checkstack(L, L1, 1);
    name = lua_getlocal(L1, &ar, nvar);
    if (name) {
      lua_xmove(L1, L, 1);
      lua_pushstring(L, name);
      lua_rotate(L, -2, 1);
      return 2;
    }
    else {
      lua_pushnil(L);
      return 1;
    }
  }
}


static int db_setlocal (lua_State *L) {
  int arg;
  const char *name;
  lua_State *L1 = getthread(L, &arg);
  lua_Debug ar;
  int level = (int)luaL_checkinteger(L, arg + 1);
  int nvar = (int)luaL_checkinteger(L, arg + 2);
  if ((__builtin_expect(((!lua_getstack(L1, level, &ar)) != 0), 0)))
    return luaL_argerror(L, arg+1, "level out of range");
  luaL_checkany(L, arg+3);
  lua_settop(L, arg+3);
  checkstack(L, L1, 1);
  lua_xmove(L, L1, 1);
  name = lua_setlocal(L1, &ar, nvar);
  if (name == 
# 248 "../lua/ldblib.c" 3 4
             ((void *)0)
# 248 "../lua/ldblib.c"
                 )
    lua_settop(L1, -(1)-1);
  lua_pushstring(L, name);
  return 1;
}





static int auxupvalue (lua_State *L, int get) {
  const char *name;
  int n = (int)luaL_checkinteger(L, 2);
  luaL_checktype(L, 1, 6);
  name = get ? lua_getupvalue(L, 1, n) : lua_setupvalue(L, 1, n);
  if (name == 
# 263 "../lua/ldblib.c" 3 4
             ((void *)0)
# 263 "../lua/ldblib.c"
                 ) return 0;
  lua_pushstring(L, name);
  lua_rotate(L, (-(get+1)), 1);
  return get + 1;
}


static int db_getupvalue (lua_State *L) {
  return auxupvalue(L, 1);
}


static int db_setupvalue (lua_State *L) {
  luaL_checkany(L, 3);
  return auxupvalue(L, 0);
}






static void *checkupval (lua_State *L, int argf, int argnup, int *pnup) {
  void *id;
  int nup = (int)luaL_checkinteger(L, argnup);
  luaL_checktype(L, argf, 6);
  id = lua_upvalueid(L, argf, nup);
  if (pnup) {
    ((void)((__builtin_expect(((id != 
# 291 "../lua/ldblib.c" 3 4
   ((void *)0)
# 291 "../lua/ldblib.c"
   ) != 0), 1)) || luaL_argerror(L, (argnup), ("invalid upvalue index"))));
    *pnup = nup;
  }
  return id;
}


static int db_upvalueid (lua_State *L) {
  void *id = checkupval(L, 1, 2, 
# 299 "../lua/ldblib.c" 3 4
                                ((void *)0)
# 299 "../lua/ldblib.c"
                                    );
  if (id != 
# 300 "../lua/ldblib.c" 3 4
           ((void *)0)
# 300 "../lua/ldblib.c"
               )
    lua_pushlightuserdata(L, id);
  else
    lua_pushnil(L);
  return 1;
}


static int db_upvaluejoin (lua_State *L) {
  int n1, n2;
  checkupval(L, 1, 2, &n1);
  checkupval(L, 3, 4, &n2);
  ((void)((__builtin_expect(((!lua_iscfunction(L, 1)) != 0), 1)) || luaL_argerror(L, (1), ("Lua function expected"))));
  ((void)((__builtin_expect(((!lua_iscfunction(L, 3)) != 0), 1)) || luaL_argerror(L, (3), ("Lua function expected"))));
  lua_upvaluejoin(L, 1, n1, 3, n2);
  return 0;
}






static void hookf (lua_State *L, lua_Debug *ar) {
  static const char *const hooknames[] =
    {"call", "return", "line", "count", "tail call"};
  lua_getfield(L, (-1000000 - 1000), HOOKKEY);
  lua_pushthread(L);
  if (lua_rawget(L, -2) == 6) {
    lua_pushstring(L, hooknames[(int)ar->event]);
    if (ar->currentline >= 0)
      lua_pushinteger(L, ar->currentline);
    else lua_pushnil(L);
    ((void)0);
    lua_callk(L, (2), (0), 0, 
# 334 "../lua/ldblib.c" 3 4
   ((void *)0)
# 334 "../lua/ldblib.c"
   );
  }
}





static int makemask (const char *smask, int count) {
  int mask = 0;
  if (strchr(smask, 'c')) mask |= (1 << 0);
  if (strchr(smask, 'r')) mask |= (1 << 1);
  if (strchr(smask, 'l')) mask |= (1 << 2);
  if (count > 0) mask |= (1 << 3);
  return mask;
}





static char *unmakemask (int mask, char *smask) {
  int i = 0;
  if (mask & (1 << 0)) smask[i++] = 'c';
  if (mask & (1 << 1)) smask[i++] = 'r';
  if (mask & (1 << 2)) smask[i++] = 'l';
  smask[i] = '\0';
  return smask;
}


static int db_sethook (lua_State *L) {
  int arg, mask, count;
  lua_Hook func;
  lua_State *L1 = getthread(L, &arg);
  if ((lua_type(L, (arg+1)) <= 0)) {
    lua_settop(L, arg+1);
    func = 
# 371 "../lua/ldblib.c" 3 4
          ((void *)0)
# 371 "../lua/ldblib.c"
              ; mask = 0; count = 0;
  }
  else {
    const char *smask = (luaL_checklstring(L, (arg+2), 
# 374 "../lua/ldblib.c" 3 4
                       ((void *)0)
# 374 "../lua/ldblib.c"
                       ));
    luaL_checktype(L, arg+1, 6);
    count = (int)luaL_optinteger(L, arg + 3, 0);
    func = hookf; mask = makemask(smask, count);
  }
  if (!luaL_getsubtable(L, (-1000000 - 1000), HOOKKEY)) {

    lua_pushstring(L, "" "k");
    lua_setfield(L, -2, "__mode");
    lua_pushvalue(L, -1);
    lua_setmetatable(L, -2);
  }
  checkstack(L, L1, 1);
  lua_pushthread(L1); lua_xmove(L1, L, 1);
  lua_pushvalue(L, arg + 1);
  lua_rawset(L, -3);
  lua_sethook(L1, func, mask, count);
  return 0;
}


static int db_gethook (lua_State *L) {
  int arg;
  lua_State *L1 = getthread(L, &arg);
  char buff[5];
  int mask = lua_gethookmask(L1);
  lua_Hook hook = lua_gethook(L1);
  if (hook == 
# 401 "../lua/ldblib.c" 3 4
             ((void *)0)
# 401 "../lua/ldblib.c"
                 ) {
    lua_pushnil(L);
    return 1;
  }
  else if (hook != hookf)
    lua_pushstring(L, "" "external hook");
  else {
    lua_getfield(L, (-1000000 - 1000), HOOKKEY);
    checkstack(L, L1, 1);
    lua_pushthread(L1); lua_xmove(L1, L, 1);
    lua_rawget(L, -2);
    (lua_rotate(L, (-2), -1), lua_settop(L, -(1)-1));
  }
  lua_pushstring(L, unmakemask(mask, buff));
  lua_pushinteger(L, lua_gethookcount(L1));
  return 3;
}


static int db_debug (lua_State *L) {
  for (;;) {
    char buffer[250];
    (fprintf(
# 423 "../lua/ldblib.c" 3 4
   stderr
# 423 "../lua/ldblib.c"
   , ("%s"), ("lua_debug> ")), fflush(
# 423 "../lua/ldblib.c" 3 4
   stderr
# 423 "../lua/ldblib.c"
   ));
    if (fgets(buffer, sizeof(buffer), 
# 424 "../lua/ldblib.c" 3 4
                                     stdin
# 424 "../lua/ldblib.c"
                                          ) == 
# 424 "../lua/ldblib.c" 3 4
                                               ((void *)0) 
# 424 "../lua/ldblib.c"
                                                    ||
        strcmp(buffer, "cont\n") == 0)
      return 0;
    if (luaL_loadbufferx(L,buffer,strlen(buffer),"=(debug command)",
# 427 "../lua/ldblib.c" 3 4
       ((void *)0)
# 427 "../lua/ldblib.c"
       ) ||
        lua_pcallk(L, (0), (0), (0), 0, 
# 428 "../lua/ldblib.c" 3 4
       ((void *)0)
# 428 "../lua/ldblib.c"
       ))
      (fprintf(
# 429 "../lua/ldblib.c" 3 4
     stderr
# 429 "../lua/ldblib.c"
     , ("%s\n"), (luaL_tolstring(L, -1, 
# 429 "../lua/ldblib.c" 3 4
     ((void *)0)
# 429 "../lua/ldblib.c"
     ))), fflush(
# 429 "../lua/ldblib.c" 3 4
     stderr
# 429 "../lua/ldblib.c"
     ));
    lua_settop(L, 0);
  }
}


static int db_traceback (lua_State *L) {
  int arg;
  lua_State *L1 = getthread(L, &arg);
  const char *msg = lua_tolstring(L, (arg + 1), 
# 438 "../lua/ldblib.c" 3 4
                   ((void *)0)
# 438 "../lua/ldblib.c"
                   );
  if (msg == 
# 439 "../lua/ldblib.c" 3 4
            ((void *)0) 
# 439 "../lua/ldblib.c"
                 && !(lua_type(L, (arg + 1)) <= 0))
    lua_pushvalue(L, arg + 1);
  else {
    int level = (int)luaL_optinteger(L, arg + 2, (L == L1) ? 1 : 0);
    luaL_traceback(L, L1, msg, level);
  }
  return 1;
}


static int db_setcstacklimit (lua_State *L) {
  int limit = (int)luaL_checkinteger(L, 1);
  int res = lua_setcstacklimit(L, limit);
  lua_pushinteger(L, res);
  return 1;
}


static const luaL_Reg dblib[] = {
  {"debug", db_debug},
  {"getuservalue", db_getuservalue},
  {"gethook", db_gethook},
  {"getinfo", db_getinfo},
  {"getlocal", db_getlocal},
  {"getregistry", db_getregistry},
  {"getmetatable", db_getmetatable},
  {"getupvalue", db_getupvalue},
  {"upvaluejoin", db_upvaluejoin},
  {"upvalueid", db_upvalueid},
  {"setuservalue", db_setuservalue},
  {"sethook", db_sethook},
  {"setlocal", db_setlocal},
  {"setmetatable", db_setmetatable},
  {"setupvalue", db_setupvalue},
  {"traceback", db_traceback},
  {"setcstacklimit", db_setcstacklimit},
  {
# 475 "../lua/ldblib.c" 3 4
  ((void *)0)
# 475 "../lua/ldblib.c"
      , 
# 475 "../lua/ldblib.c" 3 4
        ((void *)0)
# 475 "../lua/ldblib.c"
            }
};


extern int luaopen_debug (lua_State *L) {
  (luaL_checkversion_(L, 504, (sizeof(lua_Integer)*16 + sizeof(lua_Number))), lua_createtable(L, 0, sizeof(dblib)/sizeof((dblib)[0]) - 1), luaL_setfuncs(L,dblib,0));
  return 1;
}
# 103 "../lua/onelua.c" 2
# 1 "../lua/liolib.c" 1
# 40 "../lua/liolib.c"
static int l_checkmode (const char *mode) {
  return (*mode != '\0' && strchr("rwa", *(mode++)) != 
# 41 "../lua/liolib.c" 3 4
                                                      ((void *)0) 
# 41 "../lua/liolib.c"
                                                           &&
         (*mode != '+' || ((void)(++mode), 1)) &&
         (strspn(mode, "b") == strlen(mode)));
}
# 155 "../lua/liolib.c"
typedef luaL_Stream LStream;







static int io_type (lua_State *L) {
  LStream *p;
  luaL_checkany(L, 1);
  p = (LStream *)luaL_testudata(L, 1, "FILE*");
  if (p == 
# 167 "../lua/liolib.c" 3 4
          ((void *)0)
# 167 "../lua/liolib.c"
              )
    lua_pushnil(L);
  else if (((p)->closef == 
# 169 "../lua/liolib.c" 3 4
          ((void *)0)
# 169 "../lua/liolib.c"
          ))
    lua_pushstring(L, "" "closed file");
  else
    lua_pushstring(L, "" "file");
  return 1;
}


static int f_tostring (lua_State *L) {
  LStream *p = ((LStream *)luaL_checkudata(L, 1, "FILE*"));
  if (((p)->closef == 
# 179 "../lua/liolib.c" 3 4
     ((void *)0)
# 179 "../lua/liolib.c"
     ))
    lua_pushstring(L, "" "file (closed)");
  else
    lua_pushfstring(L, "file (%p)", p->f);
  return 1;
}


static FILE *tofile (lua_State *L) {
  LStream *p = ((LStream *)luaL_checkudata(L, 1, "FILE*"));
  if ((__builtin_expect(((((p)->closef == 
# 189 "../lua/liolib.c" 3 4
     ((void *)0)
# 189 "../lua/liolib.c"
     )) != 0), 0)))
    luaL_error(L, "attempt to use a closed file");
  ((void)0);
  return p->f;
}







static LStream *newprefile (lua_State *L) {
  LStream *p = (LStream *)lua_newuserdatauv(L, sizeof(LStream), 0);
  p->closef = 
# 203 "../lua/liolib.c" 3 4
             ((void *)0)
# 203 "../lua/liolib.c"
                 ;
  luaL_setmetatable(L, "FILE*");
  return p;
}







static int aux_close (lua_State *L) {
  LStream *p = ((LStream *)luaL_checkudata(L, 1, "FILE*"));
  volatile lua_CFunction cf = p->closef;
  p->closef = 
# 217 "../lua/liolib.c" 3 4
             ((void *)0)
# 217 "../lua/liolib.c"
                 ;
  return (*cf)(L);
}


static int f_close (lua_State *L) {
  tofile(L);
  return aux_close(L);
}


static int io_close (lua_State *L) {
  if ((lua_type(L, (1)) == (-1)))
    lua_getfield(L, (-1000000 - 1000), ("_IO_" "output"));
  return f_close(L);
}


static int f_gc (lua_State *L) {
  LStream *p = ((LStream *)luaL_checkudata(L, 1, "FILE*"));
  if (!((p)->closef == 
# 237 "../lua/liolib.c" 3 4
      ((void *)0)
# 237 "../lua/liolib.c"
      ) && p->f != 
# 237 "../lua/liolib.c" 3 4
                             ((void *)0)
# 237 "../lua/liolib.c"
                                 )
    aux_close(L);
  return 0;
}





static int io_fclose (lua_State *L) {
  LStream *p = ((LStream *)luaL_checkudata(L, 1, "FILE*"));
  int res = fclose(p->f);
  return luaL_fileresult(L, (res == 0), 
# 249 "../lua/liolib.c" 3 4
                                       ((void *)0)
# 249 "../lua/liolib.c"
                                           );
}


static LStream *newfile (lua_State *L) {
  LStream *p = newprefile(L);
  p->f = 
# 255 "../lua/liolib.c" 3 4
        ((void *)0)
# 255 "../lua/liolib.c"
            ;
  p->closef = &io_fclose;
  return p;
}


static void opencheck (lua_State *L, const char *fname, const char *mode) {
  LStream *p = newfile(L);
  p->f = fopen(fname, mode);
  if ((__builtin_expect(((p->f == 
# 264 "../lua/liolib.c" 3 4
     ((void *)0)
# 264 "../lua/liolib.c"
     ) != 0), 0)))
    luaL_error(L, "cannot open file '%s' (%s)", fname, strerror(
# 265 "../lua/liolib.c" 3 4
                                                               (*__errno_location ())
# 265 "../lua/liolib.c"
                                                                    ));
}


static int io_open (lua_State *L) {
  const char *filename = (luaL_checklstring(L, (1), 
# 270 "../lua/liolib.c" 3 4
                        ((void *)0)
# 270 "../lua/liolib.c"
                        ));
  const char *mode = (luaL_optlstring(L, (2), ("r"), 
# 271 "../lua/liolib.c" 3 4
                    ((void *)0)
# 271 "../lua/liolib.c"
                    ));
  LStream *p = newfile(L);
  const char *md = mode;
  ((void)((__builtin_expect(((l_checkmode(md)) != 0), 1)) || luaL_argerror(L, (2), ("invalid mode"))));
  p->f = fopen(filename, mode);
  return (p->f == 
# 276 "../lua/liolib.c" 3 4
                 ((void *)0)
# 276 "../lua/liolib.c"
                     ) ? luaL_fileresult(L, 0, filename) : 1;
}





static int io_pclose (lua_State *L) {
  LStream *p = ((LStream *)luaL_checkudata(L, 1, "FILE*"));
  
# 285 "../lua/liolib.c" 3 4
 (*__errno_location ()) 
# 285 "../lua/liolib.c"
       = 0;
  return luaL_execresult(L, ((void)L, (void)p->f, -1));
}


static int io_popen (lua_State *L) {
  const char *filename = (luaL_checklstring(L, (1), 
# 291 "../lua/liolib.c" 3 4
                        ((void *)0)
# 291 "../lua/liolib.c"
                        ));
  const char *mode = (luaL_optlstring(L, (2), ("r"), 
# 292 "../lua/liolib.c" 3 4
                    ((void *)0)
# 292 "../lua/liolib.c"
                    ));
  LStream *p = newprefile(L);
  ((void)((__builtin_expect(((((mode[0] == 'r' || mode[0] == 'w') && mode[1] == '\0')) != 0), 1)) || luaL_argerror(L, (2), ("invalid mode"))));
  p->f = ((void)filename, (void)mode, luaL_error(L, "'popen' not supported"), (FILE*)0);
  p->closef = &io_pclose;
  return (p->f == 
# 297 "../lua/liolib.c" 3 4
                 ((void *)0)
# 297 "../lua/liolib.c"
                     ) ? luaL_fileresult(L, 0, filename) : 1;
}


static int io_tmpfile (lua_State *L) {
  LStream *p = newfile(L);
  p->f = tmpfile();
  return (p->f == 
# 304 "../lua/liolib.c" 3 4
                 ((void *)0)
# 304 "../lua/liolib.c"
                     ) ? luaL_fileresult(L, 0, 
# 304 "../lua/liolib.c" 3 4
                                               ((void *)0)
# 304 "../lua/liolib.c"
                                                   ) : 1;
}


static FILE *getiofile (lua_State *L, const char *findex) {
  LStream *p;
  lua_getfield(L, (-1000000 - 1000), findex);
  p = (LStream *)lua_touserdata(L, -1);
  if ((__builtin_expect(((((p)->closef == 
# 312 "../lua/liolib.c" 3 4
     ((void *)0)
# 312 "../lua/liolib.c"
     )) != 0), 0)))
    luaL_error(L, "default %s file is closed", findex + (sizeof("_IO_")/sizeof(char) - 1));
  return p->f;
}


static int g_iofile (lua_State *L, const char *f, const char *mode) {
  if (!(lua_type(L, (1)) <= 0)) {
    const char *filename = lua_tolstring(L, (1), 
# 320 "../lua/liolib.c" 3 4
                          ((void *)0)
# 320 "../lua/liolib.c"
                          );
    if (filename)
      opencheck(L, filename, mode);
    else {
      tofile(L);
      lua_pushvalue(L, 1);
    }
    lua_setfield(L, (-1000000 - 1000), f);
  }

  lua_getfield(L, (-1000000 - 1000), f);
  return 1;
}


static int io_input (lua_State *L) {
  return g_iofile(L, ("_IO_" "input"), "r");
}


static int io_output (lua_State *L) {
  return g_iofile(L, ("_IO_" "output"), "w");
}


static int io_readline (lua_State *L);
# 363 "../lua/liolib.c"
static void aux_lines (lua_State *L, int toclose) {
  int n = lua_gettop(L) - 1;
  ((void)((__builtin_expect(((n <= 250) != 0), 1)) || luaL_argerror(L, (250 + 2), ("too many arguments"))));
  lua_pushvalue(L, 1);
  lua_pushinteger(L, n);
  lua_pushboolean(L, toclose);
  lua_rotate(L, 2, 3);
  lua_pushcclosure(L, io_readline, 3 + n);
}


static int f_lines (lua_State *L) {
  tofile(L);
  aux_lines(L, 0);
  return 1;
}







static int io_lines (lua_State *L) {
  int toclose;
  if ((lua_type(L, (1)) == (-1))) lua_pushnil(L);
  if ((lua_type(L, (1)) == 0)) {
    lua_getfield(L, (-1000000 - 1000), ("_IO_" "input"));
    (lua_copy(L, -1, (1)), lua_settop(L, -(1)-1));
    tofile(L);
    toclose = 0;
  }
  else {
    const char *filename = (luaL_checklstring(L, (1), 
# 396 "../lua/liolib.c" 3 4
                          ((void *)0)
# 396 "../lua/liolib.c"
                          ));
    opencheck(L, filename, "r");
    (lua_copy(L, -1, (1)), lua_settop(L, -(1)-1));
    toclose = 1;
  }
  aux_lines(L, toclose);
  if (toclose) {
    lua_pushnil(L);
    lua_pushnil(L);
    lua_pushvalue(L, 1);
    return 4;
  }
  else
    return 1;
}
# 427 "../lua/liolib.c"
typedef struct {
  FILE *f;
  int c;
  int n;
  char buff[200 + 1];
} RN;





static int nextc (RN *rn) {
  if ((__builtin_expect(((rn->n >= 200) != 0), 0))) {
    rn->buff[0] = '\0';
    return 0;
  }
  else {
    rn->buff[rn->n++] = rn->c;
    rn->c = getc(rn->f);
    return 1;
  }
}





static int test2 (RN *rn, const char *set) {
  if (rn->c == set[0] || rn->c == set[1])
    return nextc(rn);
  else return 0;
}





static int readdigits (RN *rn, int hex) {
  int count = 0;
  while ((hex ? 
# 466 "../lua/liolib.c" 3 4
               ((*__ctype_b_loc ())[(int) ((
# 466 "../lua/liolib.c"
               rn->c
# 466 "../lua/liolib.c" 3 4
               ))] & (unsigned short int) _ISxdigit) 
# 466 "../lua/liolib.c"
                               : 
# 466 "../lua/liolib.c" 3 4
                                 ((*__ctype_b_loc ())[(int) ((
# 466 "../lua/liolib.c"
                                 rn->c
# 466 "../lua/liolib.c" 3 4
                                 ))] & (unsigned short int) _ISdigit)
# 466 "../lua/liolib.c"
                                               ) && nextc(rn))
    count++;
  return count;
}







static int read_number (lua_State *L, FILE *f) {
  RN rn;
  int count = 0;
  int hex = 0;
  char decp[2];
  rn.f = f; rn.n = 0;
  decp[0] = (localeconv()->decimal_point[0]);
  decp[1] = '.';
  ((void)0);
  do { rn.c = getc(rn.f); } while (
# 486 "../lua/liolib.c" 3 4
                                    ((*__ctype_b_loc ())[(int) ((
# 486 "../lua/liolib.c"
                                    rn.c
# 486 "../lua/liolib.c" 3 4
                                    ))] & (unsigned short int) _ISspace)
# 486 "../lua/liolib.c"
                                                 );
  test2(&rn, "-+");
  if (test2(&rn, "00")) {
    if (test2(&rn, "xX")) hex = 1;
    else count = 1;
  }
  count += readdigits(&rn, hex);
  if (test2(&rn, decp))
    count += readdigits(&rn, hex);
  if (count > 0 && test2(&rn, (hex ? "pP" : "eE"))) {
    test2(&rn, "-+");
    readdigits(&rn, 0);
  }
  ungetc(rn.c, rn.f);
  ((void)0);
  rn.buff[rn.n] = '\0';
  if ((__builtin_expect(((lua_stringtonumber(L, rn.buff)) != 0), 1)))
    return 1;
  else {
   lua_pushnil(L);
   return 0;
  }
}


static int test_eof (lua_State *L, FILE *f) {
  int c = getc(f);
  ungetc(c, f);
  lua_pushstring(L, "" "");
  return (c != 
# 515 "../lua/liolib.c" 3 4
              (-1)
# 515 "../lua/liolib.c"
                 );
}


static int read_line (lua_State *L, FILE *f, int chop) {
  luaL_Buffer b;
  int c;
  luaL_buffinit(L, &b);
  do {
    char *buff = luaL_prepbuffsize(&b, ((int)(16 * sizeof(void*) * sizeof(lua_Number))));
    int i = 0;
    ((void)0);
    while (i < ((int)(16 * sizeof(void*) * sizeof(lua_Number))) && (c = getc(f)) != 
# 527 "../lua/liolib.c" 3 4
                                                    (-1) 
# 527 "../lua/liolib.c"
                                                        && c != '\n')
      buff[i++] = c;
    ((void)0);
    ((&b)->n += (i));
  } while (c != 
# 531 "../lua/liolib.c" 3 4
               (-1) 
# 531 "../lua/liolib.c"
                   && c != '\n');
  if (!chop && c == '\n')
    ((void)((&b)->n < (&b)->size || luaL_prepbuffsize((&b), 1)), ((&b)->b[(&b)->n++] = (c)));
  luaL_pushresult(&b);

  return (c == '\n' || lua_rawlen(L, -1) > 0);
}


static void read_all (lua_State *L, FILE *f) {
  size_t nr;
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  do {
    char *p = luaL_prepbuffsize(&b, ((int)(16 * sizeof(void*) * sizeof(lua_Number))));
    nr = fread(p, sizeof(char), ((int)(16 * sizeof(void*) * sizeof(lua_Number))), f);
    ((&b)->n += (nr));
  } while (nr == ((int)(16 * sizeof(void*) * sizeof(lua_Number))));
  luaL_pushresult(&b);
}


static int read_chars (lua_State *L, FILE *f, size_t n) {
  size_t nr;
  char *p;
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  p = luaL_prepbuffsize(&b, n);
  nr = fread(p, sizeof(char), n, f);
  ((&b)->n += (nr));
  luaL_pushresult(&b);
  return (nr > 0);
}


static int g_read (lua_State *L, FILE *f, int first) {
  int nargs = lua_gettop(L) - 1;
  int n, success;
  clearerr(f);
  if (nargs == 0) {
    success = read_line(L, f, 1);
    n = first + 1;
  }
  else {

    luaL_checkstack(L, nargs+20, "too many arguments");
    success = 1;
    for (n = first; nargs-- && success; n++) {
      if (lua_type(L, n) == 3) {
        size_t l = (size_t)luaL_checkinteger(L, n);
        success = (l == 0) ? test_eof(L, f) : read_chars(L, f, l);
      }
      else {
        const char *p = (luaL_checklstring(L, (n), 
# 584 "../lua/liolib.c" 3 4
                       ((void *)0)
# 584 "../lua/liolib.c"
                       ));
        if (*p == '*') p++;
        switch (*p) {
          case 'n':
            success = read_number(L, f);
            break;
          case 'l':
            success = read_line(L, f, 1);
            break;
          case 'L':
            success = read_line(L, f, 0);
            break;
          case 'a':
            read_all(L, f);
            success = 1;
            break;
          default:
            return luaL_argerror(L, n, "invalid format");
        }
      }
    }
  }
  if (ferror(f))
    return luaL_fileresult(L, 0, 
# 607 "../lua/liolib.c" 3 4
                                ((void *)0)
# 607 "../lua/liolib.c"
                                    );
  if (!success) {
    lua_settop(L, -(1)-1);
    lua_pushnil(L);
  }
  return n - first;
}


static int io_read (lua_State *L) {
  return g_read(L, getiofile(L, ("_IO_" "input")), 1);
}


static int f_read (lua_State *L) {
  return g_read(L, tofile(L), 2);
}





static int io_readline (lua_State *L) {
  LStream *p = (LStream *)lua_touserdata(L, ((-1000000 - 1000) - (1)));
  int i;
  int n = (int)lua_tointegerx(L,(((-1000000 - 1000) - (2))),
# 632 "../lua/liolib.c" 3 4
              ((void *)0)
# 632 "../lua/liolib.c"
              );
  if (((p)->closef == 
# 633 "../lua/liolib.c" 3 4
     ((void *)0)
# 633 "../lua/liolib.c"
     ))
    return luaL_error(L, "file is already closed");
  lua_settop(L , 1);
  luaL_checkstack(L, n, "too many arguments");
  for (i = 1; i <= n; i++)
    lua_pushvalue(L, ((-1000000 - 1000) - (3 + i)));
  n = g_read(L, p->f, 2);
  ((void)0);
  if (lua_toboolean(L, -n))
    return n;
  else {
    if (n > 1) {

      return luaL_error(L, "%s", lua_tolstring(L, (-n + 1), 
# 646 "../lua/liolib.c" 3 4
                                ((void *)0)
# 646 "../lua/liolib.c"
                                ));
    }
    if (lua_toboolean(L, ((-1000000 - 1000) - (3)))) {
      lua_settop(L, 0);
      lua_pushvalue(L, ((-1000000 - 1000) - (1)));
      aux_close(L);
    }
    return 0;
  }
}




static int g_write (lua_State *L, FILE *f, int arg) {
  int nargs = lua_gettop(L) - arg;
  int status = 1;
  for (; nargs--; arg++) {
    if (lua_type(L, arg) == 3) {

      int len = lua_isinteger(L, arg)
                ? fprintf(f, "%" "ll" "d",
                             (long long)lua_tointegerx(L,(arg),
# 668 "../lua/liolib.c" 3 4
                                         ((void *)0)
# 668 "../lua/liolib.c"
                                         ))
                : fprintf(f, "%.14g",
                             (double)lua_tonumberx(L,(arg),
# 670 "../lua/liolib.c" 3 4
                                            ((void *)0)
# 670 "../lua/liolib.c"
                                            ));
      status = status && (len > 0);
    }
    else {
      size_t l;
      const char *s = luaL_checklstring(L, arg, &l);
      status = status && (fwrite(s, sizeof(char), l, f) == l);
    }
  }
  if ((__builtin_expect(((status) != 0), 1)))
    return 1;
  else return luaL_fileresult(L, status, 
# 681 "../lua/liolib.c" 3 4
                                        ((void *)0)
# 681 "../lua/liolib.c"
                                            );
}


static int io_write (lua_State *L) {
  return g_write(L, getiofile(L, ("_IO_" "output")), 1);
}


static int f_write (lua_State *L) {
  FILE *f = tofile(L);
  lua_pushvalue(L, 1);
  return g_write(L, f, 2);
}


static int f_seek (lua_State *L) {
  static const int mode[] = {
# 698 "../lua/liolib.c" 3 4
                            0
# 698 "../lua/liolib.c"
                                    , 
# 698 "../lua/liolib.c" 3 4
                                      1
# 698 "../lua/liolib.c"
                                              , 
# 698 "../lua/liolib.c" 3 4
                                                2
# 698 "../lua/liolib.c"
                                                        };
  static const char *const modenames[] = {"set", "cur", "end", 
# 699 "../lua/liolib.c" 3 4
                                                              ((void *)0)
# 699 "../lua/liolib.c"
                                                                  };
  FILE *f = tofile(L);
  int op = luaL_checkoption(L, 2, "cur", modenames);
  lua_Integer p3 = luaL_optinteger(L, 3, 0);
  long offset = (long)p3;
  ((void)((__builtin_expect((((lua_Integer)offset == p3) != 0), 1)) || luaL_argerror(L, (3), ("not an integer in proper range"))))
                                                   ;
  op = fseek(f,offset,mode[op]);
  if ((__builtin_expect(((op) != 0), 0)))
    return luaL_fileresult(L, 0, 
# 708 "../lua/liolib.c" 3 4
                                ((void *)0)
# 708 "../lua/liolib.c"
                                    );
  else {
    lua_pushinteger(L, (lua_Integer)ftell(f));
    return 1;
  }
}


static int f_setvbuf (lua_State *L) {
  static const int mode[] = {
# 717 "../lua/liolib.c" 3 4
                            2
# 717 "../lua/liolib.c"
                                  , 
# 717 "../lua/liolib.c" 3 4
                                    0
# 717 "../lua/liolib.c"
                                          , 
# 717 "../lua/liolib.c" 3 4
                                            1
# 717 "../lua/liolib.c"
                                                  };
  static const char *const modenames[] = {"no", "full", "line", 
# 718 "../lua/liolib.c" 3 4
                                                               ((void *)0)
# 718 "../lua/liolib.c"
                                                                   };
  FILE *f = tofile(L);
  int op = luaL_checkoption(L, 2, 
# 720 "../lua/liolib.c" 3 4
                                 ((void *)0)
# 720 "../lua/liolib.c"
                                     , modenames);
  lua_Integer sz = luaL_optinteger(L, 3, ((int)(16 * sizeof(void*) * sizeof(lua_Number))));
  int res = setvbuf(f, 
# 722 "../lua/liolib.c" 3 4
                      ((void *)0)
# 722 "../lua/liolib.c"
                          , mode[op], (size_t)sz);
  return luaL_fileresult(L, res == 0, 
# 723 "../lua/liolib.c" 3 4
                                     ((void *)0)
# 723 "../lua/liolib.c"
                                         );
}



static int io_flush (lua_State *L) {
  return luaL_fileresult(L, fflush(getiofile(L, ("_IO_" "output"))) == 0, 
# 729 "../lua/liolib.c" 3 4
                                                                 ((void *)0)
# 729 "../lua/liolib.c"
                                                                     );
}


static int f_flush (lua_State *L) {
  return luaL_fileresult(L, fflush(tofile(L)) == 0, 
# 734 "../lua/liolib.c" 3 4
                                                   ((void *)0)
# 734 "../lua/liolib.c"
                                                       );
}





static const luaL_Reg iolib[] = {
  {"close", io_close},
  {"flush", io_flush},
  {"input", io_input},
  {"lines", io_lines},
  {"open", io_open},
  {"output", io_output},
  {"popen", io_popen},
  {"read", io_read},
  {"tmpfile", io_tmpfile},
  {"type", io_type},
  {"write", io_write},
  {
# 753 "../lua/liolib.c" 3 4
  ((void *)0)
# 753 "../lua/liolib.c"
      , 
# 753 "../lua/liolib.c" 3 4
        ((void *)0)
# 753 "../lua/liolib.c"
            }
};





static const luaL_Reg meth[] = {
  {"read", f_read},
  {"write", f_write},
  {"lines", f_lines},
  {"flush", f_flush},
  {"seek", f_seek},
  {"close", f_close},
  {"setvbuf", f_setvbuf},
  {
# 768 "../lua/liolib.c" 3 4
  ((void *)0)
# 768 "../lua/liolib.c"
      , 
# 768 "../lua/liolib.c" 3 4
        ((void *)0)
# 768 "../lua/liolib.c"
            }
};





static const luaL_Reg metameth[] = {
  {"__index", 
# 776 "../lua/liolib.c" 3 4
             ((void *)0)
# 776 "../lua/liolib.c"
                 },
  {"__gc", f_gc},
  {"__close", f_gc},
  {"__tostring", f_tostring},
  {
# 780 "../lua/liolib.c" 3 4
  ((void *)0)
# 780 "../lua/liolib.c"
      , 
# 780 "../lua/liolib.c" 3 4
        ((void *)0)
# 780 "../lua/liolib.c"
            }
};


static void createmeta (lua_State *L) {
  luaL_newmetatable(L, "FILE*");
  luaL_setfuncs(L, metameth, 0);
  lua_createtable(L, 0, sizeof(meth)/sizeof((meth)[0]) - 1);
  luaL_setfuncs(L, meth, 0);
  lua_setfield(L, -2, "__index");
  lua_settop(L, -(1)-1);
}





static int io_noclose (lua_State *L) {
  LStream *p = ((LStream *)luaL_checkudata(L, 1, "FILE*"));
  p->closef = &io_noclose;
  lua_pushnil(L);
  lua_pushstring(L, "" "cannot close standard file");
  return 2;
}


static void createstdfile (lua_State *L, FILE *f, const char *k,
                           const char *fname) {
  LStream *p = newprefile(L);
  p->f = f;
  p->closef = &io_noclose;
  if (k != 
# 811 "../lua/liolib.c" 3 4
          ((void *)0)
# 811 "../lua/liolib.c"
              ) {
    lua_pushvalue(L, -1);
    lua_setfield(L, (-1000000 - 1000), k);
  }
  lua_setfield(L, -2, fname);
}


extern int luaopen_io (lua_State *L) {
  (luaL_checkversion_(L, 504, (sizeof(lua_Integer)*16 + sizeof(lua_Number))), lua_createtable(L, 0, sizeof(iolib)/sizeof((iolib)[0]) - 1), luaL_setfuncs(L,iolib,0));
  createmeta(L);

  createstdfile(L, 
# 823 "../lua/liolib.c" 3 4
                  stdin
# 823 "../lua/liolib.c"
                       , ("_IO_" "input"), "stdin");
  createstdfile(L, 
# 824 "../lua/liolib.c" 3 4
                  stdout
# 824 "../lua/liolib.c"
                        , ("_IO_" "output"), "stdout");
  createstdfile(L, 
# 825 "../lua/liolib.c" 3 4
                  stderr
# 825 "../lua/liolib.c"
                        , 
# 825 "../lua/liolib.c" 3 4
                          ((void *)0)
# 825 "../lua/liolib.c"
                              , "stderr");
  return 1;
}
# 104 "../lua/onelua.c" 2
# 1 "../lua/lmathlib.c" 1
# 14 "../lua/lmathlib.c"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/limits.h" 1 3 4
# 15 "../lua/lmathlib.c" 2
# 29 "../lua/lmathlib.c"
static int math_abs (lua_State *L) {
  if (lua_isinteger(L, 1)) {
    lua_Integer n = lua_tointegerx(L,(1),
# 31 "../lua/lmathlib.c" 3 4
                   ((void *)0)
# 31 "../lua/lmathlib.c"
                   );
    if (n < 0) n = (lua_Integer)(0u - (lua_Unsigned)n);
    lua_pushinteger(L, n);
  }
  else
    lua_pushnumber(L, fabs(luaL_checknumber(L, 1)));
  return 1;
}

static int math_sin (lua_State *L) {
  lua_pushnumber(L, sin(luaL_checknumber(L, 1)));
  return 1;
}

static int math_cos (lua_State *L) {
  lua_pushnumber(L, cos(luaL_checknumber(L, 1)));
  return 1;
}

static int math_tan (lua_State *L) {
  lua_pushnumber(L, tan(luaL_checknumber(L, 1)));
  return 1;
}

static int math_asin (lua_State *L) {
  lua_pushnumber(L, asin(luaL_checknumber(L, 1)));
  return 1;
}

static int math_acos (lua_State *L) {
  lua_pushnumber(L, acos(luaL_checknumber(L, 1)));
  return 1;
}

static int math_atan (lua_State *L) {
  lua_Number y = luaL_checknumber(L, 1);
  lua_Number x = luaL_optnumber(L, 2, 1);
  lua_pushnumber(L, atan2(y, x));
  return 1;
}


static int math_toint (lua_State *L) {
  int valid;
  lua_Integer n = lua_tointegerx(L, 1, &valid);
  if ((__builtin_expect(((valid) != 0), 1)))
    lua_pushinteger(L, n);
  else {
    luaL_checkany(L, 1);
    lua_pushnil(L);
  }
  return 1;
}


static void pushnumint (lua_State *L, lua_Number d) {
  lua_Integer n;
  if (((d) >= (double)(
# 88 "../lua/lmathlib.c" 3 4
     (-0x7fffffffffffffffLL - 1LL)
# 88 "../lua/lmathlib.c"
     ) && (d) < -(double)(
# 88 "../lua/lmathlib.c" 3 4
     (-0x7fffffffffffffffLL - 1LL)
# 88 "../lua/lmathlib.c"
     ) && (*(&n) = (long long)(d), 1)))
    lua_pushinteger(L, n);
  else
    lua_pushnumber(L, d);
}


static int math_floor (lua_State *L) {
  if (lua_isinteger(L, 1))
    lua_settop(L, 1);
  else {
    lua_Number d = floor(luaL_checknumber(L, 1));
    pushnumint(L, d);
  }
  return 1;
}


static int math_ceil (lua_State *L) {
  if (lua_isinteger(L, 1))
    lua_settop(L, 1);
  else {
    lua_Number d = ceil(luaL_checknumber(L, 1));
    pushnumint(L, d);
  }
  return 1;
}


static int math_fmod (lua_State *L) {
  if (lua_isinteger(L, 1) && lua_isinteger(L, 2)) {
    lua_Integer d = lua_tointegerx(L,(2),
# 119 "../lua/lmathlib.c" 3 4
                   ((void *)0)
# 119 "../lua/lmathlib.c"
                   );
    if ((lua_Unsigned)d + 1u <= 1u) {
      ((void)((__builtin_expect(((d != 0) != 0), 1)) || luaL_argerror(L, (2), ("zero"))));
      lua_pushinteger(L, 0);
    }
    else
      lua_pushinteger(L, lua_tointegerx(L,(1),
# 125 "../lua/lmathlib.c" 3 4
                        ((void *)0)
# 125 "../lua/lmathlib.c"
                        ) % d);
  }
  else
    lua_pushnumber(L, fmod(luaL_checknumber(L, 1),
                                     luaL_checknumber(L, 2)));
  return 1;
}







static int math_modf (lua_State *L) {
  if (lua_isinteger(L ,1)) {
    lua_settop(L, 1);
    lua_pushnumber(L, 0);
  }
  else {
    lua_Number n = luaL_checknumber(L, 1);

    lua_Number ip = (n < 0) ? ceil(n) : floor(n);
    pushnumint(L, ip);

    lua_pushnumber(L, (n == ip) ? 0.0 : (n - ip));
  }
  return 2;
}


static int math_sqrt (lua_State *L) {
  lua_pushnumber(L, sqrt(luaL_checknumber(L, 1)));
  return 1;
}


static int math_ult (lua_State *L) {
  lua_Integer a = luaL_checkinteger(L, 1);
  lua_Integer b = luaL_checkinteger(L, 2);
  lua_pushboolean(L, (lua_Unsigned)a < (lua_Unsigned)b);
  return 1;
}

static int math_log (lua_State *L) {
  lua_Number x = luaL_checknumber(L, 1);
  lua_Number res;
  if ((lua_type(L, (2)) <= 0))
    res = log(x);
  else {
    lua_Number base = luaL_checknumber(L, 2);

    if (base == 2.0)
      res = log2(x);
    else

    if (base == 10.0)
      res = log10(x);
    else
      res = log(x)/log(base);
  }
  lua_pushnumber(L, res);
  return 1;
}

static int math_exp (lua_State *L) {
  lua_pushnumber(L, exp(luaL_checknumber(L, 1)));
  return 1;
}

static int math_deg (lua_State *L) {
  lua_pushnumber(L, luaL_checknumber(L, 1) * (180.0 / (3.141592653589793238462643383279502884)));
  return 1;
}

static int math_rad (lua_State *L) {
  lua_pushnumber(L, luaL_checknumber(L, 1) * ((3.141592653589793238462643383279502884) / 180.0));
  return 1;
}


static int math_min (lua_State *L) {
  int n = lua_gettop(L);
  int imin = 1;
  int i;
  ((void)((__builtin_expect(((n >= 1) != 0), 1)) || luaL_argerror(L, (1), ("value expected"))));
  for (i = 2; i <= n; i++) {
    if (lua_compare(L, i, imin, 1))
      imin = i;
  }
  lua_pushvalue(L, imin);
  return 1;
}


static int math_max (lua_State *L) {
  int n = lua_gettop(L);
  int imax = 1;
  int i;
  ((void)((__builtin_expect(((n >= 1) != 0), 1)) || luaL_argerror(L, (1), ("value expected"))));
  for (i = 2; i <= n; i++) {
    if (lua_compare(L, imax, i, 1))
      imax = i;
  }
  lua_pushvalue(L, imax);
  return 1;
}


static int math_type (lua_State *L) {
  if (lua_type(L, 1) == 3)
    lua_pushstring(L, (lua_isinteger(L, 1)) ? "integer" : "float");
  else {
    luaL_checkany(L, 1);
    lua_pushnil(L);
  }
  return 1;
}
# 304 "../lua/lmathlib.c"
static unsigned long rotl (unsigned long x, int n) {
  return (x << n) | (((x) & 0xffffffffffffffffu) >> (64 - n));
}

static unsigned long nextrand (unsigned long *state) {
  unsigned long state0 = state[0];
  unsigned long state1 = state[1];
  unsigned long state2 = state[2] ^ state0;
  unsigned long state3 = state[3] ^ state1;
  unsigned long res = rotl(state1 * 5, 7) * 9;
  state[0] = state0 ^ state3;
  state[1] = state1 ^ state2;
  state[2] = state2 ^ (state1 << 17);
  state[3] = rotl(state3, 45);
  return res;
}
# 337 "../lua/lmathlib.c"
static lua_Number I2d (unsigned long x) {
  return (lua_Number)(((x) & 0xffffffffffffffffu) >> (64 - (53))) * (0.5 / ((unsigned long)1 << ((53) - 1)));
}
# 517 "../lua/lmathlib.c"
typedef struct {
  unsigned long s[4];
} RanState;
# 532 "../lua/lmathlib.c"
static lua_Unsigned project (lua_Unsigned ran, lua_Unsigned n,
                             RanState *state) {
  if ((n & (n + 1)) == 0)
    return ran & n;
  else {
    lua_Unsigned lim = n;

    lim |= (lim >> 1);
    lim |= (lim >> 2);
    lim |= (lim >> 4);
    lim |= (lim >> 8);
    lim |= (lim >> 16);

    lim |= (lim >> 32);

    ((void)0)

                        ;
    while ((ran &= lim) > n)
      ran = ((lua_Unsigned)((nextrand(state->s)) & 0xffffffffffffffffu));
    return ran;
  }
}


static int math_random (lua_State *L) {
  lua_Integer low, up;
  lua_Unsigned p;
  RanState *state = (RanState *)lua_touserdata(L, ((-1000000 - 1000) - (1)));
  unsigned long rv = nextrand(state->s);
  switch (lua_gettop(L)) {
    case 0: {
      lua_pushnumber(L, I2d(rv));
      return 1;
    }
    case 1: {
      low = 1;
      up = luaL_checkinteger(L, 1);
      if (up == 0) {
        lua_pushinteger(L, ((lua_Unsigned)((rv) & 0xffffffffffffffffu)));
        return 1;
      }
      break;
    }
    case 2: {
      low = luaL_checkinteger(L, 1);
      up = luaL_checkinteger(L, 2);
      break;
    }
    default: return luaL_error(L, "wrong number of arguments");
  }

  ((void)((__builtin_expect(((low <= up) != 0), 1)) || luaL_argerror(L, (1), ("interval is empty"))));

  p = project(((lua_Unsigned)((rv) & 0xffffffffffffffffu)), (lua_Unsigned)up - (lua_Unsigned)low, state);
  lua_pushinteger(L, p + (lua_Unsigned)low);
  return 1;
}


static void setseed (lua_State *L, unsigned long *state,
                     lua_Unsigned n1, lua_Unsigned n2) {
  int i;
  state[0] = ((unsigned long)(n1));
  state[1] = ((unsigned long)(0xff));
  state[2] = ((unsigned long)(n2));
  state[3] = ((unsigned long)(0));
  for (i = 0; i < 16; i++)
    nextrand(state);
  lua_pushinteger(L, n1);
  lua_pushinteger(L, n2);
}







static void randseed (lua_State *L, RanState *state) {
  lua_Unsigned seed1 = (lua_Unsigned)time(
# 612 "../lua/lmathlib.c" 3 4
                                         ((void *)0)
# 612 "../lua/lmathlib.c"
                                             );
  lua_Unsigned seed2 = (lua_Unsigned)(size_t)L;
  setseed(L, state->s, seed1, seed2);
}


static int math_randomseed (lua_State *L) {
  RanState *state = (RanState *)lua_touserdata(L, ((-1000000 - 1000) - (1)));
  if ((lua_type(L, (1)) == (-1))) {
    randseed(L, state);
  }
  else {
    lua_Integer n1 = luaL_checkinteger(L, 1);
    lua_Integer n2 = luaL_optinteger(L, 2, 0);
    setseed(L, state->s, n1, n2);
  }
  return 2;
}


static const luaL_Reg randfuncs[] = {
  {"random", math_random},
  {"randomseed", math_randomseed},
  {
# 635 "../lua/lmathlib.c" 3 4
  ((void *)0)
# 635 "../lua/lmathlib.c"
      , 
# 635 "../lua/lmathlib.c" 3 4
        ((void *)0)
# 635 "../lua/lmathlib.c"
            }
};





static void setrandfunc (lua_State *L) {
  RanState *state = (RanState *)lua_newuserdatauv(L, sizeof(RanState), 0);
  randseed(L, state);
  lua_settop(L, -(2)-1);
  luaL_setfuncs(L, randfuncs, 1);
}
# 705 "../lua/lmathlib.c"
static const luaL_Reg mathlib[] = {
  {"abs", math_abs},
  {"acos", math_acos},
  {"asin", math_asin},
  {"atan", math_atan},
  {"ceil", math_ceil},
  {"cos", math_cos},
  {"deg", math_deg},
  {"exp", math_exp},
  {"tointeger", math_toint},
  {"floor", math_floor},
  {"fmod", math_fmod},
  {"ult", math_ult},
  {"log", math_log},
  {"max", math_max},
  {"min", math_min},
  {"modf", math_modf},
  {"rad", math_rad},
  {"sin", math_sin},
  {"sqrt", math_sqrt},
  {"tan", math_tan},
  {"type", math_type},
# 738 "../lua/lmathlib.c"
  {"random", 
# 738 "../lua/lmathlib.c" 3 4
            ((void *)0)
# 738 "../lua/lmathlib.c"
                },
  {"randomseed", 
# 739 "../lua/lmathlib.c" 3 4
                ((void *)0)
# 739 "../lua/lmathlib.c"
                    },
  {"pi", 
# 740 "../lua/lmathlib.c" 3 4
        ((void *)0)
# 740 "../lua/lmathlib.c"
            },
  {"huge", 
# 741 "../lua/lmathlib.c" 3 4
          ((void *)0)
# 741 "../lua/lmathlib.c"
              },
  {"maxinteger", 
# 742 "../lua/lmathlib.c" 3 4
                ((void *)0)
# 742 "../lua/lmathlib.c"
                    },
  {"mininteger", 
# 743 "../lua/lmathlib.c" 3 4
                ((void *)0)
# 743 "../lua/lmathlib.c"
                    },
  {
# 744 "../lua/lmathlib.c" 3 4
  ((void *)0)
# 744 "../lua/lmathlib.c"
      , 
# 744 "../lua/lmathlib.c" 3 4
        ((void *)0)
# 744 "../lua/lmathlib.c"
            }
};





extern int luaopen_math (lua_State *L) {
  (luaL_checkversion_(L, 504, (sizeof(lua_Integer)*16 + sizeof(lua_Number))), lua_createtable(L, 0, sizeof(mathlib)/sizeof((mathlib)[0]) - 1), luaL_setfuncs(L,mathlib,0));
  lua_pushnumber(L, (3.141592653589793238462643383279502884));
  lua_setfield(L, -2, "pi");
  lua_pushnumber(L, (lua_Number)
# 755 "../lua/lmathlib.c" 3 4
                               (__builtin_huge_val ())
# 755 "../lua/lmathlib.c"
                                       );
  lua_setfield(L, -2, "huge");
  lua_pushinteger(L, 0x7fffffffffffffffLL);
  lua_setfield(L, -2, "maxinteger");
  lua_pushinteger(L, 
# 759 "../lua/lmathlib.c" 3 4
                    (-0x7fffffffffffffffLL - 1LL)
# 759 "../lua/lmathlib.c"
                                  );
  lua_setfield(L, -2, "mininteger");
  setrandfunc(L);
  return 1;
}
# 105 "../lua/onelua.c" 2
# 1 "../lua/loadlib.c" 1
# 62 "../lua/loadlib.c"
static const char *const CLIBS = "_CLIBS";
# 74 "../lua/loadlib.c"
typedef void (*voidf)(void);
# 84 "../lua/loadlib.c"
static void lsys_unloadlib (void *lib);







static void *lsys_load (lua_State *L, const char *path, int seeglb);






static lua_CFunction lsys_sym (lua_State *L, void *lib, const char *sym);
# 240 "../lua/loadlib.c"
static void lsys_unloadlib (void *lib) {
  (void)(lib);
}


static void *lsys_load (lua_State *L, const char *path, int seeglb) {
  (void)(path); (void)(seeglb);
  lua_pushstring(L, "" "dynamic libraries not enabled; check your Lua installation");
  return 
# 248 "../lua/loadlib.c" 3 4
        ((void *)0)
# 248 "../lua/loadlib.c"
            ;
}


static lua_CFunction lsys_sym (lua_State *L, void *lib, const char *sym) {
  (void)(lib); (void)(sym);
  lua_pushstring(L, "" "dynamic libraries not enabled; check your Lua installation");
  return 
# 255 "../lua/loadlib.c" 3 4
        ((void *)0)
# 255 "../lua/loadlib.c"
            ;
}
# 285 "../lua/loadlib.c"
static int noenv (lua_State *L) {
  int b;
  lua_getfield(L, (-1000000 - 1000), "LUA_NOENV");
  b = lua_toboolean(L, -1);
  lua_settop(L, -(1)-1);
  return b;
}





static void setpath (lua_State *L, const char *fieldname,
                                   const char *envname,
                                   const char *dft) {
  const char *dftmark;
  const char *nver = lua_pushfstring(L, "%s%s", envname, "_" "5" "_" "4");
  const char *path = getenv(nver);
  if (path == 
# 303 "../lua/loadlib.c" 3 4
             ((void *)0)
# 303 "../lua/loadlib.c"
                 )
    path = getenv(envname);
  if (path == 
# 305 "../lua/loadlib.c" 3 4
             ((void *)0) 
# 305 "../lua/loadlib.c"
                  || noenv(L))
    lua_pushstring(L, dft);
  else if ((dftmark = strstr(path, ";" ";")) == 
# 307 "../lua/loadlib.c" 3 4
                                                                 ((void *)0)
# 307 "../lua/loadlib.c"
                                                                     )
    lua_pushstring(L, path);
  else {
    size_t len = strlen(path);
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    if (path < dftmark) {
      luaL_addlstring(&b, path, dftmark - path);
      ((void)((&b)->n < (&b)->size || luaL_prepbuffsize((&b), 1)), ((&b)->b[(&b)->n++] = (*";")));
    }
    luaL_addstring(&b, dft);
    if (dftmark < path + len - 2) {
      ((void)((&b)->n < (&b)->size || luaL_prepbuffsize((&b), 1)), ((&b)->b[(&b)->n++] = (*";")));
      luaL_addlstring(&b, dftmark + 2, (path + len - 2) - dftmark);
    }
    luaL_pushresult(&b);
  }
  ((void)0);
  lua_setfield(L, -3, fieldname);
  lua_settop(L, -(1)-1);
}







static void *checkclib (lua_State *L, const char *path) {
  void *plib;
  lua_getfield(L, (-1000000 - 1000), CLIBS);
  lua_getfield(L, -1, path);
  plib = lua_touserdata(L, -1);
  lua_settop(L, -(2)-1);
  return plib;
}






static void addtoclib (lua_State *L, const char *path, void *plib) {
  lua_getfield(L, (-1000000 - 1000), CLIBS);
  lua_pushlightuserdata(L, plib);
  lua_pushvalue(L, -1);
  lua_setfield(L, -3, path);
  lua_rawseti(L, -2, luaL_len(L, -2) + 1);
  lua_settop(L, -(1)-1);
}






static int gctm (lua_State *L) {
  lua_Integer n = luaL_len(L, 1);
  for (; n >= 1; n--) {
    lua_rawgeti(L, 1, n);
    lsys_unloadlib(lua_touserdata(L, -1));
    lua_settop(L, -(1)-1);
  }
  return 0;
}
# 390 "../lua/loadlib.c"
static int lookforfunc (lua_State *L, const char *path, const char *sym) {
  void *reg = checkclib(L, path);
  if (reg == 
# 392 "../lua/loadlib.c" 3 4
            ((void *)0)
# 392 "../lua/loadlib.c"
                ) {
    reg = lsys_load(L, path, *sym == '*');
    if (reg == 
# 394 "../lua/loadlib.c" 3 4
              ((void *)0)
# 394 "../lua/loadlib.c"
                  ) return 1;
    addtoclib(L, path, reg);
  }
  if (*sym == '*') {
    lua_pushboolean(L, 1);
    return 0;
  }
  else {
    lua_CFunction f = lsys_sym(L, reg, sym);
    if (f == 
# 403 "../lua/loadlib.c" 3 4
            ((void *)0)
# 403 "../lua/loadlib.c"
                )
      return 2;
    lua_pushcclosure(L, (f), 0);
    return 0;
  }
}


static int ll_loadlib (lua_State *L) {
  const char *path = (luaL_checklstring(L, (1), 
# 412 "../lua/loadlib.c" 3 4
                    ((void *)0)
# 412 "../lua/loadlib.c"
                    ));
  const char *init = (luaL_checklstring(L, (2), 
# 413 "../lua/loadlib.c" 3 4
                    ((void *)0)
# 413 "../lua/loadlib.c"
                    ));
  int stat = lookforfunc(L, path, init);
  if ((__builtin_expect(((stat == 0) != 0), 1)))
    return 1;
  else {
    lua_pushnil(L);
    lua_rotate(L, (-2), 1);
    lua_pushstring(L, (stat == 1) ? "absent" : "init");
    return 3;
  }
}
# 434 "../lua/loadlib.c"
static int readable (const char *filename) {
  FILE *f = fopen(filename, "r");
  if (f == 
# 436 "../lua/loadlib.c" 3 4
          ((void *)0)
# 436 "../lua/loadlib.c"
              ) return 0;
  fclose(f);
  return 1;
}







static const char *getnextfilename (char **path, char *end) {
  char *sep;
  char *name = *path;
  if (name == end)
    return 
# 451 "../lua/loadlib.c" 3 4
          ((void *)0)
# 451 "../lua/loadlib.c"
              ;
  else if (*name == '\0') {
    *name = *";";
    name++;
  }
  sep = strchr(name, *";");
  if (sep == 
# 457 "../lua/loadlib.c" 3 4
            ((void *)0)
# 457 "../lua/loadlib.c"
                )
    sep = end;
  *sep = '\0';
  *path = sep;
  return name;
}
# 471 "../lua/loadlib.c"
static void pusherrornotfound (lua_State *L, const char *path) {
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  luaL_addstring(&b, "no file '");
  luaL_addgsub(&b, path, ";", "'\n\tno file '");
  luaL_addstring(&b, "'");
  luaL_pushresult(&b);
}


static const char *searchpath (lua_State *L, const char *name,
                                             const char *path,
                                             const char *sep,
                                             const char *dirsep) {
  luaL_Buffer buff;
  char *pathname;
  char *endpathname;
  const char *filename;

  if (*sep != '\0' && strchr(name, *sep) != 
# 490 "../lua/loadlib.c" 3 4
                                           ((void *)0)
# 490 "../lua/loadlib.c"
                                               )
    name = luaL_gsub(L, name, sep, dirsep);
  luaL_buffinit(L, &buff);

  luaL_addgsub(&buff, path, "?", name);
  ((void)((&buff)->n < (&buff)->size || luaL_prepbuffsize((&buff), 1)), ((&buff)->b[(&buff)->n++] = ('\0')));
  pathname = ((&buff)->b);
  endpathname = pathname + ((&buff)->n) - 1;
  while ((filename = getnextfilename(&pathname, endpathname)) != 
# 498 "../lua/loadlib.c" 3 4
                                                                ((void *)0)
# 498 "../lua/loadlib.c"
                                                                    ) {
    if (readable(filename))
      return lua_pushstring(L, filename);
  }
  luaL_pushresult(&buff);
  pusherrornotfound(L, lua_tolstring(L, (-1), 
# 503 "../lua/loadlib.c" 3 4
                      ((void *)0)
# 503 "../lua/loadlib.c"
                      ));
  return 
# 504 "../lua/loadlib.c" 3 4
        ((void *)0)
# 504 "../lua/loadlib.c"
            ;
}


static int ll_searchpath (lua_State *L) {
  const char *f = searchpath(L, (luaL_checklstring(L, (1), 
# 509 "../lua/loadlib.c" 3 4
                               ((void *)0)
# 509 "../lua/loadlib.c"
                               )),
                                (luaL_checklstring(L, (2), 
# 510 "../lua/loadlib.c" 3 4
                               ((void *)0)
# 510 "../lua/loadlib.c"
                               )),
                                (luaL_optlstring(L, (3), ("."), 
# 511 "../lua/loadlib.c" 3 4
                               ((void *)0)
# 511 "../lua/loadlib.c"
                               )),
                                (luaL_optlstring(L, (4), ("/"), 
# 512 "../lua/loadlib.c" 3 4
                               ((void *)0)
# 512 "../lua/loadlib.c"
                               )));
  if (f != 
# 513 "../lua/loadlib.c" 3 4
          ((void *)0)
# 513 "../lua/loadlib.c"
              ) return 1;
  else {
    lua_pushnil(L);
    lua_rotate(L, (-2), 1);
    return 2;
  }
}


static const char *findfile (lua_State *L, const char *name,
                                           const char *pname,
                                           const char *dirsep) {
  const char *path;
  lua_getfield(L, ((-1000000 - 1000) - (1)), pname);
  path = lua_tolstring(L, (-1), 
# 527 "../lua/loadlib.c" 3 4
        ((void *)0)
# 527 "../lua/loadlib.c"
        );
  if ((__builtin_expect(((path == 
# 528 "../lua/loadlib.c" 3 4
     ((void *)0)
# 528 "../lua/loadlib.c"
     ) != 0), 0)))
    luaL_error(L, "'package.%s' must be a string", pname);
  return searchpath(L, name, path, ".", dirsep);
}


static int checkload (lua_State *L, int stat, const char *filename) {
  if ((__builtin_expect(((stat) != 0), 1))) {
    lua_pushstring(L, filename);
    return 2;
  }
  else
    return luaL_error(L, "error loading module '%s' from file '%s':\n\t%s",
                          lua_tolstring(L, (1), 
# 541 "../lua/loadlib.c" 3 4
                         ((void *)0)
# 541 "../lua/loadlib.c"
                         ), filename, lua_tolstring(L, (-1), 
# 541 "../lua/loadlib.c" 3 4
                                                       ((void *)0)
# 541 "../lua/loadlib.c"
                                                       ));
}


static int searcher_Lua (lua_State *L) {
  const char *filename;
  const char *name = (luaL_checklstring(L, (1), 
# 547 "../lua/loadlib.c" 3 4
                    ((void *)0)
# 547 "../lua/loadlib.c"
                    ));
  filename = findfile(L, name, "path", "/");
  if (filename == 
# 549 "../lua/loadlib.c" 3 4
                 ((void *)0)
# 549 "../lua/loadlib.c"
                     ) return 1;
  return checkload(L, (luaL_loadfilex(L,filename,
# 550 "../lua/loadlib.c" 3 4
                      ((void *)0)
# 550 "../lua/loadlib.c"
                      ) == 0), filename);
}
# 562 "../lua/loadlib.c"
static int loadfunc (lua_State *L, const char *filename, const char *modname) {
  const char *openfunc;
  const char *mark;
  modname = luaL_gsub(L, modname, ".", "_");
  mark = strchr(modname, *"-");
  if (mark) {
    int stat;
    openfunc = lua_pushlstring(L, modname, mark - modname);
    openfunc = lua_pushfstring(L, "luaopen_""%s", openfunc);
    stat = lookforfunc(L, filename, openfunc);
    if (stat != 2) return stat;
    modname = mark + 1;
  }
  openfunc = lua_pushfstring(L, "luaopen_""%s", modname);
  return lookforfunc(L, filename, openfunc);
}


static int searcher_C (lua_State *L) {
  const char *name = (luaL_checklstring(L, (1), 
# 581 "../lua/loadlib.c" 3 4
                    ((void *)0)
# 581 "../lua/loadlib.c"
                    ));
  const char *filename = findfile(L, name, "cpath", "/");
  if (filename == 
# 583 "../lua/loadlib.c" 3 4
                 ((void *)0)
# 583 "../lua/loadlib.c"
                     ) return 1;
  return checkload(L, (loadfunc(L, filename, name) == 0), filename);
}


static int searcher_Croot (lua_State *L) {
  const char *filename;
  const char *name = (luaL_checklstring(L, (1), 
# 590 "../lua/loadlib.c" 3 4
                    ((void *)0)
# 590 "../lua/loadlib.c"
                    ));
  const char *p = strchr(name, '.');
  int stat;
  if (p == 
# 593 "../lua/loadlib.c" 3 4
          ((void *)0)
# 593 "../lua/loadlib.c"
              ) return 0;
  lua_pushlstring(L, name, p - name);
  filename = findfile(L, lua_tolstring(L, (-1), 
# 595 "../lua/loadlib.c" 3 4
                        ((void *)0)
# 595 "../lua/loadlib.c"
                        ), "cpath", "/");
  if (filename == 
# 596 "../lua/loadlib.c" 3 4
                 ((void *)0)
# 596 "../lua/loadlib.c"
                     ) return 1;
  if ((stat = loadfunc(L, filename, name)) != 0) {
    if (stat != 2)
      return checkload(L, 0, filename);
    else {
      lua_pushfstring(L, "no module '%s' in file '%s'", name, filename);
      return 1;
    }
  }
  lua_pushstring(L, filename);
  return 2;
}


static int searcher_preload (lua_State *L) {
  const char *name = (luaL_checklstring(L, (1), 
# 611 "../lua/loadlib.c" 3 4
                    ((void *)0)
# 611 "../lua/loadlib.c"
                    ));
  lua_getfield(L, (-1000000 - 1000), "_PRELOAD");
  if (lua_getfield(L, -1, name) == 0) {
    lua_pushfstring(L, "no field package.preload['%s']", name);
    return 1;
  }
  else {
    lua_pushstring(L, "" ":preload:");
    return 2;
  }
}


static void findloader (lua_State *L, const char *name) {
  int i;
  luaL_Buffer msg;

  if ((__builtin_expect(((lua_getfield(L, ((-1000000 - 1000) - (1)), "searchers") != 5) != 0), 0))
                               )
    luaL_error(L, "'package.searchers' must be a table");
  luaL_buffinit(L, &msg);

  for (i = 1; ; i++) {
    luaL_addstring(&msg, "\n\t");
    if ((__builtin_expect(((lua_rawgeti(L, 3, i) == 0) != 0), 0))) {
      lua_settop(L, -(1)-1);
      ((&msg)->n -= (2));
      luaL_pushresult(&msg);
      luaL_error(L, "module '%s' not found:%s", name, lua_tolstring(L, (-1), 
# 639 "../lua/loadlib.c" 3 4
                                                     ((void *)0)
# 639 "../lua/loadlib.c"
                                                     ));
    }
    lua_pushstring(L, name);
    lua_callk(L, (1), (2), 0, 
# 642 "../lua/loadlib.c" 3 4
   ((void *)0)
# 642 "../lua/loadlib.c"
   );
    if ((lua_type(L, (-2)) == 6))
      return;
    else if (lua_isstring(L, -2)) {
      lua_settop(L, -(1)-1);
      luaL_addvalue(&msg);
    }
    else {
      lua_settop(L, -(2)-1);
      ((&msg)->n -= (2));
    }
  }
}


static int ll_require (lua_State *L) {
  const char *name = (luaL_checklstring(L, (1), 
# 658 "../lua/loadlib.c" 3 4
                    ((void *)0)
# 658 "../lua/loadlib.c"
                    ));
  lua_settop(L, 1);
  lua_getfield(L, (-1000000 - 1000), "_LOADED");
  lua_getfield(L, 2, name);
  if (lua_toboolean(L, -1))
    return 1;

  lua_settop(L, -(1)-1);
  findloader(L, name);
  lua_rotate(L, -2, 1);
  lua_pushvalue(L, 1);
  lua_pushvalue(L, -3);

  lua_callk(L, (2), (1), 0, 
# 671 "../lua/loadlib.c" 3 4
 ((void *)0)
# 671 "../lua/loadlib.c"
 );

  if (!(lua_type(L, (-1)) == 0))
    lua_setfield(L, 2, name);
  else
    lua_settop(L, -(1)-1);
  if (lua_getfield(L, 2, name) == 0) {
    lua_pushboolean(L, 1);
    lua_copy(L, -1, -2);
    lua_setfield(L, 2, name);
  }
  lua_rotate(L, -2, 1);
  return 2;
}






static const luaL_Reg pk_funcs[] = {
  {"loadlib", ll_loadlib},
  {"searchpath", ll_searchpath},

  {"preload", 
# 695 "../lua/loadlib.c" 3 4
             ((void *)0)
# 695 "../lua/loadlib.c"
                 },
  {"cpath", 
# 696 "../lua/loadlib.c" 3 4
           ((void *)0)
# 696 "../lua/loadlib.c"
               },
  {"path", 
# 697 "../lua/loadlib.c" 3 4
          ((void *)0)
# 697 "../lua/loadlib.c"
              },
  {"searchers", 
# 698 "../lua/loadlib.c" 3 4
               ((void *)0)
# 698 "../lua/loadlib.c"
                   },
  {"loaded", 
# 699 "../lua/loadlib.c" 3 4
            ((void *)0)
# 699 "../lua/loadlib.c"
                },
  {
# 700 "../lua/loadlib.c" 3 4
  ((void *)0)
# 700 "../lua/loadlib.c"
      , 
# 700 "../lua/loadlib.c" 3 4
        ((void *)0)
# 700 "../lua/loadlib.c"
            }
};


static const luaL_Reg ll_funcs[] = {
  {"require", ll_require},
  {
# 706 "../lua/loadlib.c" 3 4
  ((void *)0)
# 706 "../lua/loadlib.c"
      , 
# 706 "../lua/loadlib.c" 3 4
        ((void *)0)
# 706 "../lua/loadlib.c"
            }
};


static void createsearcherstable (lua_State *L) {
  static const lua_CFunction searchers[] = {
    searcher_preload,
    searcher_Lua,
    searcher_C,
    searcher_Croot,
    
# 716 "../lua/loadlib.c" 3 4
   ((void *)0)
  
# 717 "../lua/loadlib.c"
 };
  int i;

  lua_createtable(L, sizeof(searchers)/sizeof(searchers[0]) - 1, 0);

  for (i=0; searchers[i] != 
# 722 "../lua/loadlib.c" 3 4
                           ((void *)0)
# 722 "../lua/loadlib.c"
                               ; i++) {
    lua_pushvalue(L, -2);
    lua_pushcclosure(L, searchers[i], 1);
    lua_rawseti(L, -2, i+1);
  }
  lua_setfield(L, -2, "searchers");
}






static void createclibstable (lua_State *L) {
  luaL_getsubtable(L, (-1000000 - 1000), CLIBS);
  lua_createtable(L, 0, 1);
  lua_pushcclosure(L, (gctm), 0);
  lua_setfield(L, -2, "__gc");
  lua_setmetatable(L, -2);
}


extern int luaopen_package (lua_State *L) {
  createclibstable(L);
  (luaL_checkversion_(L, 504, (sizeof(lua_Integer)*16 + sizeof(lua_Number))), lua_createtable(L, 0, sizeof(pk_funcs)/sizeof((pk_funcs)[0]) - 1), luaL_setfuncs(L,pk_funcs,0));
  createsearcherstable(L);

  setpath(L, "path", "LUA_PATH", "/usr/local/" "share/lua/" "5" "." "4" "/""?.lua;" "/usr/local/" "share/lua/" "5" "." "4" "/""?/init.lua;" "/usr/local/" "lib/lua/" "5" "." "4" "/""?.lua;" "/usr/local/" "lib/lua/" "5" "." "4" "/""?/init.lua;" "./?.lua;" "./?/init.lua");
  setpath(L, "cpath", "LUA_CPATH", "/usr/local/" "lib/lua/" "5" "." "4" "/""?.so;" "/usr/local/" "lib/lua/" "5" "." "4" "/""loadall.so;" "./?.so");

  lua_pushstring(L, "" "/" "\n" ";" "\n" "?" "\n" "!" "\n" "-" "\n")
                                                       ;
  lua_setfield(L, -2, "config");

  luaL_getsubtable(L, (-1000000 - 1000), "_LOADED");
  lua_setfield(L, -2, "loaded");

  luaL_getsubtable(L, (-1000000 - 1000), "_PRELOAD");
  lua_setfield(L, -2, "preload");
  ((void)lua_rawgeti(L, (-1000000 - 1000), 2));
  lua_pushvalue(L, -2);
  luaL_setfuncs(L, ll_funcs, 1);
  lua_settop(L, -(1)-1);
  return 1;
}
# 106 "../lua/onelua.c" 2
# 1 "../lua/loslib.c" 1
# 142 "../lua/loslib.c"
static int os_execute (lua_State *L) {
  const char *cmd = (luaL_optlstring(L, (1), (
# 143 "../lua/loslib.c" 3 4
                   ((void *)0)
# 143 "../lua/loslib.c"
                   ), 
# 143 "../lua/loslib.c" 3 4
                   ((void *)0)
# 143 "../lua/loslib.c"
                   ));
  int stat;
  
# 145 "../lua/loslib.c" 3 4
 (*__errno_location ()) 
# 145 "../lua/loslib.c"
       = 0;
  stat = system(cmd);
  if (cmd != 
# 147 "../lua/loslib.c" 3 4
            ((void *)0)
# 147 "../lua/loslib.c"
                )
    return luaL_execresult(L, stat);
  else {
    lua_pushboolean(L, stat);
    return 1;
  }
}


static int os_remove (lua_State *L) {
  const char *filename = (luaL_checklstring(L, (1), 
# 157 "../lua/loslib.c" 3 4
                        ((void *)0)
# 157 "../lua/loslib.c"
                        ));
  return luaL_fileresult(L, remove(filename) == 0, filename);
}


static int os_rename (lua_State *L) {
  const char *fromname = (luaL_checklstring(L, (1), 
# 163 "../lua/loslib.c" 3 4
                        ((void *)0)
# 163 "../lua/loslib.c"
                        ));
  const char *toname = (luaL_checklstring(L, (2), 
# 164 "../lua/loslib.c" 3 4
                      ((void *)0)
# 164 "../lua/loslib.c"
                      ));
  return luaL_fileresult(L, rename(fromname, toname) == 0, 
# 165 "../lua/loslib.c" 3 4
                                                          ((void *)0)
# 165 "../lua/loslib.c"
                                                              );
}


static int os_tmpname (lua_State *L) {
  char buff[
# 170 "../lua/loslib.c" 3 4
           20
# 170 "../lua/loslib.c"
                            ];
  int err;
  { err = (tmpnam(buff) == 
# 172 "../lua/loslib.c" 3 4
 ((void *)0)
# 172 "../lua/loslib.c"
 ); };
  if ((__builtin_expect(((err) != 0), 0)))
    return luaL_error(L, "unable to generate a unique filename");
  lua_pushstring(L, buff);
  return 1;
}


static int os_getenv (lua_State *L) {
  lua_pushstring(L, getenv((luaL_checklstring(L, (1), 
# 181 "../lua/loslib.c" 3 4
                          ((void *)0)
# 181 "../lua/loslib.c"
                          ))));
  return 1;
}


static int os_clock (lua_State *L) {
  lua_pushnumber(L, ((lua_Number)clock())/(lua_Number)
# 187 "../lua/loslib.c" 3 4
                                                     ((__clock_t) 1000000)
# 187 "../lua/loslib.c"
                                                                   );
  return 1;
}
# 209 "../lua/loslib.c"
static void setfield (lua_State *L, const char *key, int value, int delta) {




  lua_pushinteger(L, (lua_Integer)value + delta);
  lua_setfield(L, -2, key);
}


static void setboolfield (lua_State *L, const char *key, int value) {
  if (value < 0)
    return;
  lua_pushboolean(L, value);
  lua_setfield(L, -2, key);
}





static void setallfields (lua_State *L, struct tm *stm) {
  setfield(L, "year", stm->tm_year, 1900);
  setfield(L, "month", stm->tm_mon, 1);
  setfield(L, "day", stm->tm_mday, 0);
  setfield(L, "hour", stm->tm_hour, 0);
  setfield(L, "min", stm->tm_min, 0);
  setfield(L, "sec", stm->tm_sec, 0);
  setfield(L, "yday", stm->tm_yday, 1);
  setfield(L, "wday", stm->tm_wday, 1);
  setboolfield(L, "isdst", stm->tm_isdst);
}


static int getboolfield (lua_State *L, const char *key) {
  int res;
  res = (lua_getfield(L, -1, key) == 0) ? -1 : lua_toboolean(L, -1);
  lua_settop(L, -(1)-1);
  return res;
}


static int getfield (lua_State *L, const char *key, int d, int delta) {
  int isnum;
  int t = lua_getfield(L, -1, key);
  lua_Integer res = lua_tointegerx(L, -1, &isnum);
  if (!isnum) {
    if ((__builtin_expect(((t != 0) != 0), 0)))
      return luaL_error(L, "field '%s' is not an integer", key);
    else if ((__builtin_expect(((d < 0) != 0), 0)))
      return luaL_error(L, "field '%s' missing in date table", key);
    res = d;
  }
  else {
    if (!(res >= 0 ? res - delta <= 0x7fffffff : 
# 263 "../lua/loslib.c" 3 4
                                             (-0x7fffffff - 1) 
# 263 "../lua/loslib.c"
                                                     + delta <= res))
      return luaL_error(L, "field '%s' is out-of-bound", key);
    res -= delta;
  }
  lua_settop(L, -(1)-1);
  return (int)res;
}


static const char *checkoption (lua_State *L, const char *conv,
                                ptrdiff_t convlen, char *buff) {
  const char *option = "aAbBcCdDeFgGhHIjmMnprRStTuUVwWxXyYzZ%" "||" "EcECExEXEyEY" "OdOeOHOIOmOMOSOuOUOVOwOWOy";
  int oplen = 1;
  for (; *option != '\0' && oplen <= convlen; option += oplen) {
    if (*option == '|')
      oplen++;
    else if (memcmp(conv, option, oplen) == 0) {
      memcpy(buff, conv, oplen);
      buff[oplen] = '\0';
      return conv + oplen;
    }
  }
  luaL_argerror(L, 1,
    lua_pushfstring(L, "invalid conversion specifier '%%%s'", conv));
  return conv;
}


static time_t l_checktime (lua_State *L, int arg) {
  lua_Integer t = luaL_checkinteger(L, arg);
  ((void)((__builtin_expect((((time_t)t == t) != 0), 1)) || luaL_argerror(L, (arg), ("time out-of-bounds"))));
  return (time_t)t;
}






static int os_date (lua_State *L) {
  size_t slen;
  const char *s = luaL_optlstring(L, 1, "%c", &slen);
  time_t t = ((lua_type(L, ((2))) <= 0) ? (time(
# 305 "../lua/loslib.c" 3 4
            ((void *)0)
# 305 "../lua/loslib.c"
            )) : l_checktime(L,(2)));
  const char *se = s + slen;
  struct tm tmr, *stm;
  if (*s == '!') {
    stm = ((void)(&tmr)->tm_sec, gmtime(&t));
    s++;
  }
  else
    stm = ((void)(&tmr)->tm_sec, localtime(&t));
  if (stm == 
# 314 "../lua/loslib.c" 3 4
            ((void *)0)
# 314 "../lua/loslib.c"
                )
    return luaL_error(L,
                 "date result cannot be represented in this installation");
  if (strcmp(s, "*t") == 0) {
    lua_createtable(L, 0, 9);
    setallfields(L, stm);
  }
  else {
    char cc[4];
    luaL_Buffer b;
    cc[0] = '%';
    luaL_buffinit(L, &b);
    while (s < se) {
      if (*s != '%')
        ((void)((&b)->n < (&b)->size || luaL_prepbuffsize((&b), 1)), ((&b)->b[(&b)->n++] = (*s++)));
      else {
        size_t reslen;
        char *buff = luaL_prepbuffsize(&b, 250);
        s++;
        s = checkoption(L, s, se - s, cc + 1);
        reslen = strftime(buff, 250, cc, stm);
        ((&b)->n += (reslen));
      }
    }
    luaL_pushresult(&b);
  }
  return 1;
}


static int os_time (lua_State *L) {
  time_t t;
  if ((lua_type(L, (1)) <= 0))
    t = time(
# 347 "../lua/loslib.c" 3 4
            ((void *)0)
# 347 "../lua/loslib.c"
                );
  else {
    struct tm ts;
    luaL_checktype(L, 1, 5);
    lua_settop(L, 1);
    ts.tm_year = getfield(L, "year", -1, 1900);
    ts.tm_mon = getfield(L, "month", -1, 1);
    ts.tm_mday = getfield(L, "day", -1, 0);
    ts.tm_hour = getfield(L, "hour", 12, 0);
    ts.tm_min = getfield(L, "min", 0, 0);
    ts.tm_sec = getfield(L, "sec", 0, 0);
    ts.tm_isdst = getboolfield(L, "isdst");
    t = mktime(&ts);
    setallfields(L, &ts);
  }
  if (t != (time_t)(lua_Integer)t || t == (time_t)(-1))
    return luaL_error(L,
                  "time result cannot be represented in this installation");
  lua_pushinteger(L,(lua_Integer)(t));
  return 1;
}


static int os_difftime (lua_State *L) {
  time_t t1 = l_checktime(L, 1);
  time_t t2 = l_checktime(L, 2);
  lua_pushnumber(L, (lua_Number)difftime(t1, t2));
  return 1;
}




static int os_setlocale (lua_State *L) {
  static const int cat[] = {
# 381 "../lua/loslib.c" 3 4
                           6
# 381 "../lua/loslib.c"
                                 , 
# 381 "../lua/loslib.c" 3 4
                                   3
# 381 "../lua/loslib.c"
                                             , 
# 381 "../lua/loslib.c" 3 4
                                               0
# 381 "../lua/loslib.c"
                                                       , 
# 381 "../lua/loslib.c" 3 4
                                                         4
# 381 "../lua/loslib.c"
                                                                    ,
                      
# 382 "../lua/loslib.c" 3 4
                     1
# 382 "../lua/loslib.c"
                               , 
# 382 "../lua/loslib.c" 3 4
                                 2
# 382 "../lua/loslib.c"
                                        };
  static const char *const catnames[] = {"all", "collate", "ctype", "monetary",
     "numeric", "time", 
# 384 "../lua/loslib.c" 3 4
                       ((void *)0)
# 384 "../lua/loslib.c"
                           };
  const char *l = (luaL_optlstring(L, (1), (
# 385 "../lua/loslib.c" 3 4
                 ((void *)0)
# 385 "../lua/loslib.c"
                 ), 
# 385 "../lua/loslib.c" 3 4
                 ((void *)0)
# 385 "../lua/loslib.c"
                 ));
  int op = luaL_checkoption(L, 2, "all", catnames);
  lua_pushstring(L, setlocale(cat[op], l));
  return 1;
}


static int os_exit (lua_State *L) {
  int status;
  if ((lua_type(L, (1)) == 1))
    status = (lua_toboolean(L, 1) ? 
# 395 "../lua/loslib.c" 3 4
                                   0 
# 395 "../lua/loslib.c"
                                                : 
# 395 "../lua/loslib.c" 3 4
                                                  1
# 395 "../lua/loslib.c"
                                                              );
  else
    status = (int)luaL_optinteger(L, 1, 
# 397 "../lua/loslib.c" 3 4
                                       0
# 397 "../lua/loslib.c"
                                                   );
  if (lua_toboolean(L, 2))
    lua_close(L);
  if (L) exit(status);
  return 0;
}


static const luaL_Reg syslib[] = {
  {"clock", os_clock},
  {"date", os_date},
  {"difftime", os_difftime},
  {"execute", os_execute},
  {"exit", os_exit},
  {"getenv", os_getenv},
  {"remove", os_remove},
  {"rename", os_rename},
  {"setlocale", os_setlocale},
  {"time", os_time},
  {"tmpname", os_tmpname},
  {
# 417 "../lua/loslib.c" 3 4
  ((void *)0)
# 417 "../lua/loslib.c"
      , 
# 417 "../lua/loslib.c" 3 4
        ((void *)0)
# 417 "../lua/loslib.c"
            }
};





extern int luaopen_os (lua_State *L) {
  (luaL_checkversion_(L, 504, (sizeof(lua_Integer)*16 + sizeof(lua_Number))), lua_createtable(L, 0, sizeof(syslib)/sizeof((syslib)[0]) - 1), luaL_setfuncs(L,syslib,0));
  return 1;
}
# 107 "../lua/onelua.c" 2
# 1 "../lua/lstrlib.c" 1
# 15 "../lua/lstrlib.c"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/limits.h" 1 3 4
# 16 "../lua/lstrlib.c" 2


# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 19 "../lua/lstrlib.c" 2
# 55 "../lua/lstrlib.c"
static int str_len (lua_State *L) {
  size_t l;
  luaL_checklstring(L, 1, &l);
  lua_pushinteger(L, (lua_Integer)l);
  return 1;
}
# 71 "../lua/lstrlib.c"
static size_t posrelatI (lua_Integer pos, size_t len) {
  if (pos > 0)
    return (size_t)pos;
  else if (pos == 0)
    return 1;
  else if (pos < -(lua_Integer)len)
    return 1;
  else return len + (size_t)pos + 1;
}







static size_t getendpos (lua_State *L, int arg, lua_Integer def,
                         size_t len) {
  lua_Integer pos = luaL_optinteger(L, arg, def);
  if (pos > (lua_Integer)len)
    return len;
  else if (pos >= 0)
    return (size_t)pos;
  else if (pos < -(lua_Integer)len)
    return 0;
  else return len + (size_t)pos + 1;
}


static int str_sub (lua_State *L) {
  size_t l;
  const char *s = luaL_checklstring(L, 1, &l);
  size_t start = posrelatI(luaL_checkinteger(L, 2), l);
  size_t end = getendpos(L, 3, -1, l);
  if (start <= end)
    lua_pushlstring(L, s + start - 1, (end - start) + 1);
  else lua_pushstring(L, "" "");
  return 1;
}


static int str_reverse (lua_State *L) {
  size_t l, i;
  luaL_Buffer b;
  const char *s = luaL_checklstring(L, 1, &l);
  char *p = luaL_buffinitsize(L, &b, l);
  for (i = 0; i < l; i++)
    p[i] = s[l - i - 1];
  luaL_pushresultsize(&b, l);
  return 1;
}


static int str_lower (lua_State *L) {
  size_t l;
  size_t i;
  luaL_Buffer b;
  const char *s = luaL_checklstring(L, 1, &l);
  char *p = luaL_buffinitsize(L, &b, l);
  for (i=0; i<l; i++)
    p[i] = tolower(((unsigned char)(s[i])));
  luaL_pushresultsize(&b, l);
  return 1;
}


static int str_upper (lua_State *L) {
  size_t l;
  size_t i;
  luaL_Buffer b;
  const char *s = luaL_checklstring(L, 1, &l);
  char *p = luaL_buffinitsize(L, &b, l);
  for (i=0; i<l; i++)
    p[i] = toupper(((unsigned char)(s[i])));
  luaL_pushresultsize(&b, l);
  return 1;
}


static int str_rep (lua_State *L) {
  size_t l, lsep;
  const char *s = luaL_checklstring(L, 1, &l);
  lua_Integer n = luaL_checkinteger(L, 2);
  const char *sep = luaL_optlstring(L, 3, "", &lsep);
  if (n <= 0)
    lua_pushstring(L, "" "");
  else if ((__builtin_expect(((l + lsep < l || l + lsep > (sizeof(size_t) < sizeof(int) ? ((size_t)(~(size_t)0)) : (size_t)(0x7fffffff)) / n) != 0), 0)))
    return luaL_error(L, "resulting string too large");
  else {
    size_t totallen = (size_t)n * l + (size_t)(n - 1) * lsep;
    luaL_Buffer b;
    char *p = luaL_buffinitsize(L, &b, totallen);
    while (n-- > 1) {
      memcpy(p, s, l * sizeof(char)); p += l;
      if (lsep > 0) {
        memcpy(p, sep, lsep * sizeof(char));
        p += lsep;
      }
    }
    memcpy(p, s, l * sizeof(char));
    luaL_pushresultsize(&b, totallen);
  }
  return 1;
}


static int str_byte (lua_State *L) {
  size_t l;
  const char *s = luaL_checklstring(L, 1, &l);
  lua_Integer pi = luaL_optinteger(L, 2, 1);
  size_t posi = posrelatI(pi, l);
  size_t pose = getendpos(L, 3, pi, l);
  int n, i;
  if (posi > pose) return 0;
  if ((__builtin_expect(((pose - posi >= (size_t)0x7fffffff) != 0), 0)))
    return luaL_error(L, "string slice too long");
  n = (int)(pose - posi) + 1;
  luaL_checkstack(L, n, "string slice too long");
  for (i=0; i<n; i++)
    lua_pushinteger(L, ((unsigned char)(s[posi+i-1])));
  return n;
}


static int str_char (lua_State *L) {
  int n = lua_gettop(L);
  int i;
  luaL_Buffer b;
  char *p = luaL_buffinitsize(L, &b, n);
  for (i=1; i<=n; i++) {
    lua_Unsigned c = (lua_Unsigned)luaL_checkinteger(L, i);
    ((void)((__builtin_expect(((c <= (lua_Unsigned)
# 202 "../lua/lstrlib.c" 3 4
   (0x7f * 2 + 1)
# 202 "../lua/lstrlib.c"
   ) != 0), 1)) || luaL_argerror(L, (i), ("value out of range"))));
    p[i - 1] = ((unsigned char)(c));
  }
  luaL_pushresultsize(&b, n);
  return 1;
}
# 216 "../lua/lstrlib.c"
struct str_Writer {
  int init;
  luaL_Buffer B;
};


static int writer (lua_State *L, const void *b, size_t size, void *ud) {
  struct str_Writer *state = (struct str_Writer *)ud;
  if (!state->init) {
    state->init = 1;
    luaL_buffinit(L, &state->B);
  }
  luaL_addlstring(&state->B, (const char *)b, size);
  return 0;
}


static int str_dump (lua_State *L) {
  struct str_Writer state;
  int strip = lua_toboolean(L, 2);
  luaL_checktype(L, 1, 6);
  lua_settop(L, 1);
  state.init = 0;
  if ((__builtin_expect(((lua_dump(L, writer, &state, strip) != 0) != 0), 0)))
    return luaL_error(L, "unable to dump given function");
  luaL_pushresult(&state.B);
  return 1;
}
# 264 "../lua/lstrlib.c"
static int tonum (lua_State *L, int arg) {
  if (lua_type(L, arg) == 3) {
    lua_pushvalue(L, arg);
    return 1;
  }
  else {
    size_t len;
    const char *s = lua_tolstring(L, arg, &len);
    return (s != 
# 272 "../lua/lstrlib.c" 3 4
                ((void *)0) 
# 272 "../lua/lstrlib.c"
                     && lua_stringtonumber(L, s) == len + 1);
  }
}


static void trymt (lua_State *L, const char *mtname) {
  lua_settop(L, 2);
  if ((__builtin_expect(((lua_type(L, 2) == 4 || !luaL_getmetafield(L, 2, mtname)) != 0), 0))
                                                  )
    luaL_error(L, "attempt to %s a '%s' with a '%s'", mtname + 2,
                  lua_typename(L, lua_type(L,(-2))), lua_typename(L, lua_type(L,(-1))));
  lua_rotate(L, (-3), 1);
  lua_callk(L, (2), (1), 0, 
# 284 "../lua/lstrlib.c" 3 4
 ((void *)0)
# 284 "../lua/lstrlib.c"
 );
}


static int arith (lua_State *L, int op, const char *mtname) {
  if (tonum(L, 1) && tonum(L, 2))
    lua_arith(L, op);
  else
    trymt(L, mtname);
  return 1;
}


static int arith_add (lua_State *L) {
  return arith(L, 0, "__add");
}

static int arith_sub (lua_State *L) {
  return arith(L, 1, "__sub");
}

static int arith_mul (lua_State *L) {
  return arith(L, 2, "__mul");
}

static int arith_mod (lua_State *L) {
  return arith(L, 3, "__mod");
}

static int arith_pow (lua_State *L) {
  return arith(L, 4, "__pow");
}

static int arith_div (lua_State *L) {
  return arith(L, 5, "__div");
}

static int arith_idiv (lua_State *L) {
  return arith(L, 6, "__idiv");
}

static int arith_unm (lua_State *L) {
  return arith(L, 12, "__unm");
}


static const luaL_Reg stringmetamethods[] = {
  {"__add", arith_add},
  {"__sub", arith_sub},
  {"__mul", arith_mul},
  {"__mod", arith_mod},
  {"__pow", arith_pow},
  {"__div", arith_div},
  {"__idiv", arith_idiv},
  {"__unm", arith_unm},
  {"__index", 
# 339 "../lua/lstrlib.c" 3 4
             ((void *)0)
# 339 "../lua/lstrlib.c"
                 },
  {
# 340 "../lua/lstrlib.c" 3 4
  ((void *)0)
# 340 "../lua/lstrlib.c"
      , 
# 340 "../lua/lstrlib.c" 3 4
        ((void *)0)
# 340 "../lua/lstrlib.c"
            }
};
# 358 "../lua/lstrlib.c"
typedef struct MatchState {
  const char *src_init;
  const char *src_end;
  const char *p_end;
  lua_State *L;
  int matchdepth;
  unsigned char level;
  struct {
    const char *init;
    ptrdiff_t len;
  } capture[32];
} MatchState;



static const char *match (MatchState *ms, const char *s, const char *p);
# 386 "../lua/lstrlib.c"
static int check_capture (MatchState *ms, int l) {
  l -= '1';
  if ((__builtin_expect(((l < 0 || l >= ms->level || ms->capture[l].len == (-1)) != 0), 0))
                                                      )
    return luaL_error(ms->L, "invalid capture index %%%d", l + 1);
  return l;
}


static int capture_to_close (MatchState *ms) {
  int level = ms->level;
  for (level--; level>=0; level--)
    if (ms->capture[level].len == (-1)) return level;
  return luaL_error(ms->L, "invalid pattern capture");
}


static const char *classend (MatchState *ms, const char *p) {
  switch (*p++) {
    case '%': {
      if ((__builtin_expect(((p == ms->p_end) != 0), 0)))
        luaL_error(ms->L, "malformed pattern (ends with '%%')");
      return p+1;
    }
    case '[': {
      if (*p == '^') p++;
      do {
        if ((__builtin_expect(((p == ms->p_end) != 0), 0)))
          luaL_error(ms->L, "malformed pattern (missing ']')");
        if (*(p++) == '%' && p < ms->p_end)
          p++;
      } while (*p != ']');
      return p+1;
    }
    default: {
      return p;
    }
  }
}


static int match_class (int c, int cl) {
  int res;
  switch (tolower(cl)) {
    case 'a' : res = 
# 430 "../lua/lstrlib.c" 3 4
                    ((*__ctype_b_loc ())[(int) ((
# 430 "../lua/lstrlib.c"
                    c
# 430 "../lua/lstrlib.c" 3 4
                    ))] & (unsigned short int) _ISalpha)
# 430 "../lua/lstrlib.c"
                              ; break;
    case 'c' : res = 
# 431 "../lua/lstrlib.c" 3 4
                    ((*__ctype_b_loc ())[(int) ((
# 431 "../lua/lstrlib.c"
                    c
# 431 "../lua/lstrlib.c" 3 4
                    ))] & (unsigned short int) _IScntrl)
# 431 "../lua/lstrlib.c"
                              ; break;
    case 'd' : res = 
# 432 "../lua/lstrlib.c" 3 4
                    ((*__ctype_b_loc ())[(int) ((
# 432 "../lua/lstrlib.c"
                    c
# 432 "../lua/lstrlib.c" 3 4
                    ))] & (unsigned short int) _ISdigit)
# 432 "../lua/lstrlib.c"
                              ; break;
    case 'g' : res = 
# 433 "../lua/lstrlib.c" 3 4
                    ((*__ctype_b_loc ())[(int) ((
# 433 "../lua/lstrlib.c"
                    c
# 433 "../lua/lstrlib.c" 3 4
                    ))] & (unsigned short int) _ISgraph)
# 433 "../lua/lstrlib.c"
                              ; break;
    case 'l' : res = 
# 434 "../lua/lstrlib.c" 3 4
                    ((*__ctype_b_loc ())[(int) ((
# 434 "../lua/lstrlib.c"
                    c
# 434 "../lua/lstrlib.c" 3 4
                    ))] & (unsigned short int) _ISlower)
# 434 "../lua/lstrlib.c"
                              ; break;
    case 'p' : res = 
# 435 "../lua/lstrlib.c" 3 4
                    ((*__ctype_b_loc ())[(int) ((
# 435 "../lua/lstrlib.c"
                    c
# 435 "../lua/lstrlib.c" 3 4
                    ))] & (unsigned short int) _ISpunct)
# 435 "../lua/lstrlib.c"
                              ; break;
    case 's' : res = 
# 436 "../lua/lstrlib.c" 3 4
                    ((*__ctype_b_loc ())[(int) ((
# 436 "../lua/lstrlib.c"
                    c
# 436 "../lua/lstrlib.c" 3 4
                    ))] & (unsigned short int) _ISspace)
# 436 "../lua/lstrlib.c"
                              ; break;
    case 'u' : res = 
# 437 "../lua/lstrlib.c" 3 4
                    ((*__ctype_b_loc ())[(int) ((
# 437 "../lua/lstrlib.c"
                    c
# 437 "../lua/lstrlib.c" 3 4
                    ))] & (unsigned short int) _ISupper)
# 437 "../lua/lstrlib.c"
                              ; break;
    case 'w' : res = 
# 438 "../lua/lstrlib.c" 3 4
                    ((*__ctype_b_loc ())[(int) ((
# 438 "../lua/lstrlib.c"
                    c
# 438 "../lua/lstrlib.c" 3 4
                    ))] & (unsigned short int) _ISalnum)
# 438 "../lua/lstrlib.c"
                              ; break;
    case 'x' : res = 
# 439 "../lua/lstrlib.c" 3 4
                    ((*__ctype_b_loc ())[(int) ((
# 439 "../lua/lstrlib.c"
                    c
# 439 "../lua/lstrlib.c" 3 4
                    ))] & (unsigned short int) _ISxdigit)
# 439 "../lua/lstrlib.c"
                               ; break;
    case 'z' : res = (c == 0); break;
    default: return (cl == c);
  }
  return (
# 443 "../lua/lstrlib.c" 3 4
         ((*__ctype_b_loc ())[(int) ((
# 443 "../lua/lstrlib.c"
         cl
# 443 "../lua/lstrlib.c" 3 4
         ))] & (unsigned short int) _ISlower) 
# 443 "../lua/lstrlib.c"
                     ? res : !res);
}


static int matchbracketclass (int c, const char *p, const char *ec) {
  int sig = 1;
  if (*(p+1) == '^') {
    sig = 0;
    p++;
  }
  while (++p < ec) {
    if (*p == '%') {
      p++;
      if (match_class(c, ((unsigned char)(*p))))
        return sig;
    }
    else if ((*(p+1) == '-') && (p+2 < ec)) {
      p+=2;
      if (((unsigned char)(*(p-2))) <= c && c <= ((unsigned char)(*p)))
        return sig;
    }
    else if (((unsigned char)(*p)) == c) return sig;
  }
  return !sig;
}


static int singlematch (MatchState *ms, const char *s, const char *p,
                        const char *ep) {
  if (s >= ms->src_end)
    return 0;
  else {
    int c = ((unsigned char)(*s));
    switch (*p) {
      case '.': return 1;
      case '%': return match_class(c, ((unsigned char)(*(p+1))));
      case '[': return matchbracketclass(c, p, ep-1);
      default: return (((unsigned char)(*p)) == c);
    }
  }
}


static const char *matchbalance (MatchState *ms, const char *s,
                                   const char *p) {
  if ((__builtin_expect(((p >= ms->p_end - 1) != 0), 0)))
    luaL_error(ms->L, "malformed pattern (missing arguments to '%%b')");
  if (*s != *p) return 
# 490 "../lua/lstrlib.c" 3 4
                      ((void *)0)
# 490 "../lua/lstrlib.c"
                          ;
  else {
    int b = *p;
    int e = *(p+1);
    int cont = 1;
    while (++s < ms->src_end) {
      if (*s == e) {
        if (--cont == 0) return s+1;
      }
      else if (*s == b) cont++;
    }
  }
  return 
# 502 "../lua/lstrlib.c" 3 4
        ((void *)0)
# 502 "../lua/lstrlib.c"
            ;
}


static const char *max_expand (MatchState *ms, const char *s,
                                 const char *p, const char *ep) {
  ptrdiff_t i = 0;
  while (singlematch(ms, s + i, p, ep))
    i++;

  while (i>=0) {
    const char *res = match(ms, (s+i), ep+1);
    if (res) return res;
    i--;
  }
  return 
# 517 "../lua/lstrlib.c" 3 4
        ((void *)0)
# 517 "../lua/lstrlib.c"
            ;
}


static const char *min_expand (MatchState *ms, const char *s,
                                 const char *p, const char *ep) {
  for (;;) {
    const char *res = match(ms, s, ep+1);
    if (res != 
# 525 "../lua/lstrlib.c" 3 4
              ((void *)0)
# 525 "../lua/lstrlib.c"
                  )
      return res;
    else if (singlematch(ms, s, p, ep))
      s++;
    else return 
# 529 "../lua/lstrlib.c" 3 4
               ((void *)0)
# 529 "../lua/lstrlib.c"
                   ;
  }
}


static const char *start_capture (MatchState *ms, const char *s,
                                    const char *p, int what) {
  const char *res;
  int level = ms->level;
  if (level >= 32) luaL_error(ms->L, "too many captures");
  ms->capture[level].init = s;
  ms->capture[level].len = what;
  ms->level = level+1;
  if ((res=match(ms, s, p)) == 
# 542 "../lua/lstrlib.c" 3 4
                              ((void *)0)
# 542 "../lua/lstrlib.c"
                                  )
    ms->level--;
  return res;
}


static const char *end_capture (MatchState *ms, const char *s,
                                  const char *p) {
  int l = capture_to_close(ms);
  const char *res;
  ms->capture[l].len = s - ms->capture[l].init;
  if ((res = match(ms, s, p)) == 
# 553 "../lua/lstrlib.c" 3 4
                                ((void *)0)
# 553 "../lua/lstrlib.c"
                                    )
    ms->capture[l].len = (-1);
  return res;
}


static const char *match_capture (MatchState *ms, const char *s, int l) {
  size_t len;
  l = check_capture(ms, l);
  len = ms->capture[l].len;
  if ((size_t)(ms->src_end-s) >= len &&
      memcmp(ms->capture[l].init, s, len) == 0)
    return s+len;
  else return 
# 566 "../lua/lstrlib.c" 3 4
             ((void *)0)
# 566 "../lua/lstrlib.c"
                 ;
}


static const char *match (MatchState *ms, const char *s, const char *p) {
  if ((__builtin_expect(((ms->matchdepth-- == 0) != 0), 0)))
    luaL_error(ms->L, "pattern too complex");
  init:
  if (p != ms->p_end) {
    switch (*p) {
      case '(': {
        if (*(p + 1) == ')')
          s = start_capture(ms, s, p + 2, (-2));
        else
          s = start_capture(ms, s, p + 1, (-1));
        break;
      }
      case ')': {
        s = end_capture(ms, s, p + 1);
        break;
      }
      case '$': {
        if ((p + 1) != ms->p_end)
          goto dflt;
        s = (s == ms->src_end) ? s : 
# 590 "../lua/lstrlib.c" 3 4
                                    ((void *)0)
# 590 "../lua/lstrlib.c"
                                        ;
        break;
      }
      case '%': {
        switch (*(p + 1)) {
          case 'b': {
            s = matchbalance(ms, s, p + 2);
            if (s != 
# 597 "../lua/lstrlib.c" 3 4
                    ((void *)0)
# 597 "../lua/lstrlib.c"
                        ) {
              p += 4; goto init;
            }
            break;
          }
          case 'f': {
            const char *ep; char previous;
            p += 2;
            if ((__builtin_expect(((*p != '[') != 0), 0)))
              luaL_error(ms->L, "missing '[' after '%%f' in pattern");
            ep = classend(ms, p);
            previous = (s == ms->src_init) ? '\0' : *(s - 1);
            if (!matchbracketclass(((unsigned char)(previous)), p, ep - 1) &&
               matchbracketclass(((unsigned char)(*s)), p, ep - 1)) {
              p = ep; goto init;
            }
            s = 
# 613 "../lua/lstrlib.c" 3 4
               ((void *)0)
# 613 "../lua/lstrlib.c"
                   ;
            break;
          }
          case '0': case '1': case '2': case '3':
          case '4': case '5': case '6': case '7':
          case '8': case '9': {
            s = match_capture(ms, s, ((unsigned char)(*(p + 1))));
            if (s != 
# 620 "../lua/lstrlib.c" 3 4
                    ((void *)0)
# 620 "../lua/lstrlib.c"
                        ) {
              p += 2; goto init;
            }
            break;
          }
          default: goto dflt;
        }
        break;
      }
      default: dflt: {
        const char *ep = classend(ms, p);

        if (!singlematch(ms, s, p, ep)) {
          if (*ep == '*' || *ep == '?' || *ep == '-') {
            p = ep + 1; goto init;
          }
          else
            s = 
# 637 "../lua/lstrlib.c" 3 4
               ((void *)0)
# 637 "../lua/lstrlib.c"
                   ;
        }
        else {
          switch (*ep) {
            case '?': {
              const char *res;
              if ((res = match(ms, s + 1, ep + 1)) != 
# 643 "../lua/lstrlib.c" 3 4
                                                     ((void *)0)
# 643 "../lua/lstrlib.c"
                                                         )
                s = res;
              else {
                p = ep + 1; goto init;
              }
              break;
            }
            case '+':
              s++;

            case '*':
              s = max_expand(ms, s, p, ep);
              break;
            case '-':
              s = min_expand(ms, s, p, ep);
              break;
            default:
              s++; p = ep; goto init;
          }
        }
        break;
      }
    }
  }
  ms->matchdepth++;
  return s;
}



static const char *lmemfind (const char *s1, size_t l1,
                               const char *s2, size_t l2) {
  if (l2 == 0) return s1;
  else if (l2 > l1) return 
# 676 "../lua/lstrlib.c" 3 4
                          ((void *)0)
# 676 "../lua/lstrlib.c"
                              ;
  else {
    const char *init;
    l2--;
    l1 = l1-l2;
    while (l1 > 0 && (init = (const char *)memchr(s1, *s2, l1)) != 
# 681 "../lua/lstrlib.c" 3 4
                                                                  ((void *)0)
# 681 "../lua/lstrlib.c"
                                                                      ) {
      init++;
      if (memcmp(init, s2+1, l2) == 0)
        return init-1;
      else {
        l1 -= init-s1;
        s1 = init;
      }
    }
    return 
# 690 "../lua/lstrlib.c" 3 4
          ((void *)0)
# 690 "../lua/lstrlib.c"
              ;
  }
}
# 702 "../lua/lstrlib.c"
static size_t get_onecapture (MatchState *ms, int i, const char *s,
                              const char *e, const char **cap) {
  if (i >= ms->level) {
    if ((__builtin_expect(((i != 0) != 0), 0)))
      luaL_error(ms->L, "invalid capture index %%%d", i + 1);
    *cap = s;
    return e - s;
  }
  else {
    ptrdiff_t capl = ms->capture[i].len;
    *cap = ms->capture[i].init;
    if ((__builtin_expect(((capl == (-1)) != 0), 0)))
      luaL_error(ms->L, "unfinished capture");
    else if (capl == (-2))
      lua_pushinteger(ms->L, (ms->capture[i].init - ms->src_init) + 1);
    return capl;
  }
}





static void push_onecapture (MatchState *ms, int i, const char *s,
                                                    const char *e) {
  const char *cap;
  ptrdiff_t l = get_onecapture(ms, i, s, e, &cap);
  if (l != (-2))
    lua_pushlstring(ms->L, cap, l);

}


static int push_captures (MatchState *ms, const char *s, const char *e) {
  int i;
  int nlevels = (ms->level == 0 && s) ? 1 : ms->level;
  luaL_checkstack(ms->L, nlevels, "too many captures");
  for (i = 0; i < nlevels; i++)
    push_onecapture(ms, i, s, e);
  return nlevels;
}



static int nospecials (const char *p, size_t l) {
  size_t upto = 0;
  do {
    if (strpbrk(p + upto, "^$*+?.([%-"))
      return 0;
    upto += strlen(p + upto) + 1;
  } while (upto <= l);
  return 1;
}


static void prepstate (MatchState *ms, lua_State *L,
                       const char *s, size_t ls, const char *p, size_t lp) {
  ms->L = L;
  ms->matchdepth = 200;
  ms->src_init = s;
  ms->src_end = s + ls;
  ms->p_end = p + lp;
}


static void reprepstate (MatchState *ms) {
  ms->level = 0;
  ((void)0);
}


static int str_find_aux (lua_State *L, int find) {
  size_t ls, lp;
  const char *s = luaL_checklstring(L, 1, &ls);
  const char *p = luaL_checklstring(L, 2, &lp);
  size_t init = posrelatI(luaL_optinteger(L, 3, 1), ls) - 1;
  if (init > ls) {
    lua_pushnil(L);
    return 1;
  }

  if (find && (lua_toboolean(L, 4) || nospecials(p, lp))) {

    const char *s2 = lmemfind(s + init, ls - init, p, lp);
    if (s2) {
      lua_pushinteger(L, (s2 - s) + 1);
      lua_pushinteger(L, (s2 - s) + lp);
      return 2;
    }
  }
  else {
    MatchState ms;
    const char *s1 = s + init;
    int anchor = (*p == '^');
    if (anchor) {
      p++; lp--;
    }
    prepstate(&ms, L, s, ls, p, lp);
    do {
      const char *res;
      reprepstate(&ms);
      if ((res=match(&ms, s1, p)) != 
# 803 "../lua/lstrlib.c" 3 4
                                    ((void *)0)
# 803 "../lua/lstrlib.c"
                                        ) {
        if (find) {
          lua_pushinteger(L, (s1 - s) + 1);
          lua_pushinteger(L, res - s);
          return push_captures(&ms, 
# 807 "../lua/lstrlib.c" 3 4
                                   ((void *)0)
# 807 "../lua/lstrlib.c"
                                       , 0) + 2;
        }
        else
          return push_captures(&ms, s1, res);
      }
    } while (s1++ < ms.src_end && !anchor);
  }
  lua_pushnil(L);
  return 1;
}


static int str_find (lua_State *L) {
  return str_find_aux(L, 1);
}


static int str_match (lua_State *L) {
  return str_find_aux(L, 0);
}



typedef struct GMatchState {
  const char *src;
  const char *p;
  const char *lastmatch;
  MatchState ms;
} GMatchState;


static int gmatch_aux (lua_State *L) {
  GMatchState *gm = (GMatchState *)lua_touserdata(L, ((-1000000 - 1000) - (3)));
  const char *src;
  gm->ms.L = L;
  for (src = gm->src; src <= gm->ms.src_end; src++) {
    const char *e;
    reprepstate(&gm->ms);
    if ((e = match(&gm->ms, src, gm->p)) != 
# 845 "../lua/lstrlib.c" 3 4
                                           ((void *)0) 
# 845 "../lua/lstrlib.c"
                                                && e != gm->lastmatch) {
      gm->src = gm->lastmatch = e;
      return push_captures(&gm->ms, src, e);
    }
  }
  return 0;
}


static int gmatch (lua_State *L) {
  size_t ls, lp;
  const char *s = luaL_checklstring(L, 1, &ls);
  const char *p = luaL_checklstring(L, 2, &lp);
  size_t init = posrelatI(luaL_optinteger(L, 3, 1), ls) - 1;
  GMatchState *gm;
  lua_settop(L, 2);
  gm = (GMatchState *)lua_newuserdatauv(L, sizeof(GMatchState), 0);
  if (init > ls)
    init = ls + 1;
  prepstate(&gm->ms, L, s, ls, p, lp);
  gm->src = s + init; gm->p = p; gm->lastmatch = 
# 865 "../lua/lstrlib.c" 3 4
                                                ((void *)0)
# 865 "../lua/lstrlib.c"
                                                    ;
  lua_pushcclosure(L, gmatch_aux, 3);
  return 1;
}


static void add_s (MatchState *ms, luaL_Buffer *b, const char *s,
                                                   const char *e) {
  size_t l;
  lua_State *L = ms->L;
  const char *news = lua_tolstring(L, 3, &l);
  const char *p;
  while ((p = (char *)memchr(news, '%', l)) != 
# 877 "../lua/lstrlib.c" 3 4
                                                ((void *)0)
# 877 "../lua/lstrlib.c"
                                                    ) {
    luaL_addlstring(b, news, p - news);
    p++;
    if (*p == '%')
      ((void)((b)->n < (b)->size || luaL_prepbuffsize((b), 1)), ((b)->b[(b)->n++] = (*p)));
    else if (*p == '0')
        luaL_addlstring(b, s, e - s);
    else if (
# 884 "../lua/lstrlib.c" 3 4
            ((*__ctype_b_loc ())[(int) ((
# 884 "../lua/lstrlib.c"
            ((unsigned char)(*p))
# 884 "../lua/lstrlib.c" 3 4
            ))] & (unsigned short int) _ISdigit)
# 884 "../lua/lstrlib.c"
                              ) {
      const char *cap;
      ptrdiff_t resl = get_onecapture(ms, *p - '1', s, e, &cap);
      if (resl == (-2))
        luaL_addvalue(b);
      else
        luaL_addlstring(b, cap, resl);
    }
    else
      luaL_error(L, "invalid use of '%c' in replacement string", '%');
    l -= p + 1 - news;
    news = p + 1;
  }
  luaL_addlstring(b, news, l);
}







static int add_value (MatchState *ms, luaL_Buffer *b, const char *s,
                                      const char *e, int tr) {
  lua_State *L = ms->L;
  switch (tr) {
    case 6: {
      int n;
      lua_pushvalue(L, 3);
      n = push_captures(ms, s, e);
      lua_callk(L, (n), (1), 0, 
# 914 "../lua/lstrlib.c" 3 4
     ((void *)0)
# 914 "../lua/lstrlib.c"
     );
      break;
    }
    case 5: {
      push_onecapture(ms, 0, s, e);
      lua_gettable(L, 3);
      break;
    }
    default: {
      add_s(ms, b, s, e);
      return 1;
    }
  }
  if (!lua_toboolean(L, -1)) {
    lua_settop(L, -(1)-1);
    luaL_addlstring(b, s, e - s);
    return 0;
  }
  else if ((__builtin_expect(((!lua_isstring(L, -1)) != 0), 0)))
    return luaL_error(L, "invalid replacement value (a %s)",
                         lua_typename(L, lua_type(L,(-1))));
  else {
    luaL_addvalue(b);
    return 1;
  }
}


static int str_gsub (lua_State *L) {
  size_t srcl, lp;
  const char *src = luaL_checklstring(L, 1, &srcl);
  const char *p = luaL_checklstring(L, 2, &lp);
  const char *lastmatch = 
# 946 "../lua/lstrlib.c" 3 4
                         ((void *)0)
# 946 "../lua/lstrlib.c"
                             ;
  int tr = lua_type(L, 3);
  lua_Integer max_s = luaL_optinteger(L, 4, srcl + 1);
  int anchor = (*p == '^');
  lua_Integer n = 0;
  int changed = 0;
  MatchState ms;
  luaL_Buffer b;
  ((void)((__builtin_expect(((tr == 3 || tr == 4 || tr == 6 || tr == 5) != 0), 1)) || luaL_typeerror(L, (3), ("string/function/table"))))

                                              ;
  luaL_buffinit(L, &b);
  if (anchor) {
    p++; lp--;
  }
  prepstate(&ms, L, src, srcl, p, lp);
  while (n < max_s) {
    const char *e;
    reprepstate(&ms);
    if ((e = match(&ms, src, p)) != 
# 965 "../lua/lstrlib.c" 3 4
                                   ((void *)0) 
# 965 "../lua/lstrlib.c"
                                        && e != lastmatch) {
      n++;
      changed = add_value(&ms, &b, src, e, tr) | changed;
      src = lastmatch = e;
    }
    else if (src < ms.src_end)
      ((void)((&b)->n < (&b)->size || luaL_prepbuffsize((&b), 1)), ((&b)->b[(&b)->n++] = (*src++)));
    else break;
    if (anchor) break;
  }
  if (!changed)
    lua_pushvalue(L, 1);
  else {
    luaL_addlstring(&b, src, ms.src_end-src);
    luaL_pushresult(&b);
  }
  lua_pushinteger(L, n);
  return 2;
}
# 1122 "../lua/lstrlib.c"
static void addquoted (luaL_Buffer *b, const char *s, size_t len) {
  ((void)((b)->n < (b)->size || luaL_prepbuffsize((b), 1)), ((b)->b[(b)->n++] = ('"')));
  while (len--) {
    if (*s == '"' || *s == '\\' || *s == '\n') {
      ((void)((b)->n < (b)->size || luaL_prepbuffsize((b), 1)), ((b)->b[(b)->n++] = ('\\')));
      ((void)((b)->n < (b)->size || luaL_prepbuffsize((b), 1)), ((b)->b[(b)->n++] = (*s)));
    }
    else if (
# 1129 "../lua/lstrlib.c" 3 4
            ((*__ctype_b_loc ())[(int) ((
# 1129 "../lua/lstrlib.c"
            ((unsigned char)(*s))
# 1129 "../lua/lstrlib.c" 3 4
            ))] & (unsigned short int) _IScntrl)
# 1129 "../lua/lstrlib.c"
                              ) {
      char buff[10];
      if (!
# 1131 "../lua/lstrlib.c" 3 4
          ((*__ctype_b_loc ())[(int) ((
# 1131 "../lua/lstrlib.c"
          ((unsigned char)(*(s+1)))
# 1131 "../lua/lstrlib.c" 3 4
          ))] & (unsigned short int) _ISdigit)
# 1131 "../lua/lstrlib.c"
                                )
        snprintf(buff,sizeof(buff),"\\%d",(int)((unsigned char)(*s)));
      else
        snprintf(buff,sizeof(buff),"\\%03d",(int)((unsigned char)(*s)));
      luaL_addstring(b, buff);
    }
    else
      ((void)((b)->n < (b)->size || luaL_prepbuffsize((b), 1)), ((b)->b[(b)->n++] = (*s)));
    s++;
  }
  ((void)((b)->n < (b)->size || luaL_prepbuffsize((b), 1)), ((b)->b[(b)->n++] = ('"')));
}
# 1151 "../lua/lstrlib.c"
static int quotefloat (lua_State *L, char *buff, lua_Number n) {
  const char *s;
  if (n == (lua_Number)
# 1153 "../lua/lstrlib.c" 3 4
                      (__builtin_huge_val ())
# 1153 "../lua/lstrlib.c"
                              )
    s = "1e9999";
  else if (n == -(lua_Number)
# 1155 "../lua/lstrlib.c" 3 4
                            (__builtin_huge_val ())
# 1155 "../lua/lstrlib.c"
                                    )
    s = "-1e9999";
  else if (n != n)
    s = "(0/0)";
  else {
    int nb = ((void)L, snprintf(buff,120,"%" "" "a",(double)(n)))
                                                              ;

    if (memchr(buff, '.', nb) == 
# 1163 "../lua/lstrlib.c" 3 4
                                ((void *)0)
# 1163 "../lua/lstrlib.c"
                                    ) {
      char point = (localeconv()->decimal_point[0]);
      char *ppoint = (char *)memchr(buff, point, nb);
      if (ppoint) *ppoint = '.';
    }
    return nb;
  }

  return snprintf(buff,120,"%s",s);
}


static void addliteral (lua_State *L, luaL_Buffer *b, int arg) {
  switch (lua_type(L, arg)) {
    case 4: {
      size_t len;
      const char *s = lua_tolstring(L, arg, &len);
      addquoted(b, s, len);
      break;
    }
    case 3: {
      char *buff = luaL_prepbuffsize(b, 120);
      int nb;
      if (!lua_isinteger(L, arg))
        nb = quotefloat(L, buff, lua_tonumberx(L,(arg),
# 1187 "../lua/lstrlib.c" 3 4
                                ((void *)0)
# 1187 "../lua/lstrlib.c"
                                ));
      else {
        lua_Integer n = lua_tointegerx(L,(arg),
# 1189 "../lua/lstrlib.c" 3 4
                       ((void *)0)
# 1189 "../lua/lstrlib.c"
                       );
        const char *format = (n == 
# 1190 "../lua/lstrlib.c" 3 4
                                  (-0x7fffffffffffffffLL - 1LL)
# 1190 "../lua/lstrlib.c"
                                                )
                           ? "0x%" "ll" "x"
                           : "%" "ll" "d";
        nb = snprintf(buff,120,format,(long long)n);
      }
      ((b)->n += (nb));
      break;
    }
    case 0: case 1: {
      luaL_tolstring(L, arg, 
# 1199 "../lua/lstrlib.c" 3 4
                            ((void *)0)
# 1199 "../lua/lstrlib.c"
                                );
      luaL_addvalue(b);
      break;
    }
    default: {
      luaL_argerror(L, arg, "value has no literal form");
    }
  }
}


static const char *get2digits (const char *s) {
  if (
# 1211 "../lua/lstrlib.c" 3 4
     ((*__ctype_b_loc ())[(int) ((
# 1211 "../lua/lstrlib.c"
     ((unsigned char)(*s))
# 1211 "../lua/lstrlib.c" 3 4
     ))] & (unsigned short int) _ISdigit)
# 1211 "../lua/lstrlib.c"
                       ) {
    s++;
    if (
# 1213 "../lua/lstrlib.c" 3 4
       ((*__ctype_b_loc ())[(int) ((
# 1213 "../lua/lstrlib.c"
       ((unsigned char)(*s))
# 1213 "../lua/lstrlib.c" 3 4
       ))] & (unsigned short int) _ISdigit)
# 1213 "../lua/lstrlib.c"
                         ) s++;
  }
  return s;
}
# 1225 "../lua/lstrlib.c"
static void checkformat (lua_State *L, const char *form, const char *flags,
                                       int precision) {
  const char *spec = form + 1;
  spec += strspn(spec, flags);
  if (*spec != '0') {
    spec = get2digits(spec);
    if (*spec == '.' && precision) {
      spec++;
      spec = get2digits(spec);
    }
  }
  if (!
# 1236 "../lua/lstrlib.c" 3 4
      ((*__ctype_b_loc ())[(int) ((
# 1236 "../lua/lstrlib.c"
      ((unsigned char)(*spec))
# 1236 "../lua/lstrlib.c" 3 4
      ))] & (unsigned short int) _ISalpha)
# 1236 "../lua/lstrlib.c"
                           )
    luaL_error(L, "invalid conversion specification: '%s'", form);
}






static const char *getformat (lua_State *L, const char *strfrmt,
                                            char *form) {

  size_t len = strspn(strfrmt, "-+#0 " "123456789.");
  len++;

  if (len >= 32 - 10)
    luaL_error(L, "invalid format (too long)");
  *(form++) = '%';
  memcpy(form, strfrmt, len * sizeof(char));
  *(form + len) = '\0';
  return strfrmt + len - 1;
}





static void addlenmod (char *form, const char *lenmod) {
  size_t l = strlen(form);
  size_t lm = strlen(lenmod);
  char spec = form[l - 1];
  strcpy(form + l - 1, lenmod);
  form[l + lm - 1] = spec;
  form[l + lm] = '\0';
}


static int str_format (lua_State *L) {
  int top = lua_gettop(L);
  int arg = 1;
  size_t sfl;
  const char *strfrmt = luaL_checklstring(L, arg, &sfl);
  const char *strfrmt_end = strfrmt+sfl;
  const char *flags;
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  while (strfrmt < strfrmt_end) {
    if (*strfrmt != '%')
      ((void)((&b)->n < (&b)->size || luaL_prepbuffsize((&b), 1)), ((&b)->b[(&b)->n++] = (*strfrmt++)));
    else if (*++strfrmt == '%')
      ((void)((&b)->n < (&b)->size || luaL_prepbuffsize((&b), 1)), ((&b)->b[(&b)->n++] = (*strfrmt++)));
    else {
      char form[32];
      int maxitem = 120;
      char *buff = luaL_prepbuffsize(&b, maxitem);
      int nb = 0;
      if (++arg > top)
        return luaL_argerror(L, arg, "no value");
      strfrmt = getformat(L, strfrmt, form);
      switch (*strfrmt++) {
        case 'c': {
          checkformat(L, form, "-", 0);
          nb = snprintf(buff,maxitem,form,(int)luaL_checkinteger(L, arg));
          break;
        }
        case 'd': case 'i':
          flags = "-+0 ";
          goto intcase;
        case 'u':
          flags = "-0";
          goto intcase;
        case 'o': case 'x': case 'X':
          flags = "-#0";
         intcase: {
          lua_Integer n = luaL_checkinteger(L, arg);
          checkformat(L, form, flags, 1);
          addlenmod(form, "ll");
          nb = snprintf(buff,maxitem,form,(long long)n);
          break;
        }
        case 'a': case 'A':
          checkformat(L, form, "-+#0 ", 1);
          addlenmod(form, "");
          nb = ((void)L, snprintf(buff,maxitem,form,(double)(luaL_checknumber(L, arg))))
                                                           ;
          break;
        case 'f':
          maxitem = (110 + (308));
          buff = luaL_prepbuffsize(&b, maxitem);

        case 'e': case 'E': case 'g': case 'G': {
          lua_Number n = luaL_checknumber(L, arg);
          checkformat(L, form, "-+#0 ", 1);
          addlenmod(form, "");
          nb = snprintf(buff,maxitem,form,(double)n);
          break;
        }
        case 'p': {
          const void *p = lua_topointer(L, arg);
          checkformat(L, form, "-", 0);
          if (p == 
# 1336 "../lua/lstrlib.c" 3 4
                  ((void *)0)
# 1336 "../lua/lstrlib.c"
                      ) {
            p = "(null)";
            form[strlen(form) - 1] = 's';
          }
          nb = snprintf(buff,maxitem,form,p);
          break;
        }
        case 'q': {
          if (form[2] != '\0')
            return luaL_error(L, "specifier '%%q' cannot have modifiers");
          addliteral(L, &b, arg);
          break;
        }
        case 's': {
          size_t l;
          const char *s = luaL_tolstring(L, arg, &l);
          if (form[2] == '\0')
            luaL_addvalue(&b);
          else {
            ((void)((__builtin_expect(((l == strlen(s)) != 0), 1)) || luaL_argerror(L, (arg), ("string contains zeros"))));
            checkformat(L, form, "-", 1);
            if (strchr(form, '.') == 
# 1357 "../lua/lstrlib.c" 3 4
                                    ((void *)0) 
# 1357 "../lua/lstrlib.c"
                                         && l >= 100) {

              luaL_addvalue(&b);
            }
            else {
              nb = snprintf(buff,maxitem,form,s);
              lua_settop(L, -(1)-1);
            }
          }
          break;
        }
        default: {
          return luaL_error(L, "invalid conversion '%s' to 'format'", form);
        }
      }
      ((void)0);
      ((&b)->n += (nb));
    }
  }
  luaL_pushresult(&b);
  return 1;
}
# 1409 "../lua/lstrlib.c"
static const union {
  int dummy;
  char little;
} nativeendian = {1};





typedef struct Header {
  lua_State *L;
  int islittle;
  int maxalign;
} Header;





typedef enum KOption {
  Kint,
  Kuint,
  Kfloat,
  Knumber,
  Kdouble,
  Kchar,
  Kstring,
  Kzstr,
  Kpadding,
  Kpaddalign,
  Knop
} KOption;






static int digit (int c) { return '0' <= c && c <= '9'; }

static int getnum (const char **fmt, int df) {
  if (!digit(**fmt))
    return df;
  else {
    int a = 0;
    do {
      a = a*10 + (*((*fmt)++) - '0');
    } while (digit(**fmt) && a <= ((int)(sizeof(size_t) < sizeof(int) ? ((size_t)(~(size_t)0)) : (size_t)(0x7fffffff)) - 9)/10);
    return a;
  }
}






static int getnumlimit (Header *h, const char **fmt, int df) {
  int sz = getnum(fmt, df);
  if ((__builtin_expect(((sz > 16 || sz <= 0) != 0), 0)))
    return luaL_error(h->L, "integral size (%d) out of limits [1,%d]",
                            sz, 16);
  return sz;
}





static void initheader (lua_State *L, Header *h) {
  h->L = L;
  h->islittle = nativeendian.little;
  h->maxalign = 1;
}





static KOption getoption (Header *h, const char **fmt, int *size) {

  struct cD { char c; union { lua_Number n; double u; void *s; lua_Integer i; long l; } u; };
  int opt = *((*fmt)++);
  *size = 0;
  switch (opt) {
    case 'b': *size = sizeof(char); return Kint;
    case 'B': *size = sizeof(char); return Kuint;
    case 'h': *size = sizeof(short); return Kint;
    case 'H': *size = sizeof(short); return Kuint;
    case 'l': *size = sizeof(long); return Kint;
    case 'L': *size = sizeof(long); return Kuint;
    case 'j': *size = sizeof(lua_Integer); return Kint;
    case 'J': *size = sizeof(lua_Integer); return Kuint;
    case 'T': *size = sizeof(size_t); return Kuint;
    case 'f': *size = sizeof(float); return Kfloat;
    case 'n': *size = sizeof(lua_Number); return Knumber;
    case 'd': *size = sizeof(double); return Kdouble;
    case 'i': *size = getnumlimit(h, fmt, sizeof(int)); return Kint;
    case 'I': *size = getnumlimit(h, fmt, sizeof(int)); return Kuint;
    case 's': *size = getnumlimit(h, fmt, sizeof(size_t)); return Kstring;
    case 'c':
      *size = getnum(fmt, -1);
      if ((__builtin_expect(((*size == -1) != 0), 0)))
        luaL_error(h->L, "missing size for format option 'c'");
      return Kchar;
    case 'z': return Kzstr;
    case 'x': *size = 1; return Kpadding;
    case 'X': return Kpaddalign;
    case ' ': break;
    case '<': h->islittle = 1; break;
    case '>': h->islittle = 0; break;
    case '=': h->islittle = nativeendian.little; break;
    case '!': {
      const int maxalign = 
# 1522 "../lua/lstrlib.c" 3 4
                          __builtin_offsetof (
# 1522 "../lua/lstrlib.c"
                          struct cD
# 1522 "../lua/lstrlib.c" 3 4
                          , 
# 1522 "../lua/lstrlib.c"
                          u
# 1522 "../lua/lstrlib.c" 3 4
                          )
# 1522 "../lua/lstrlib.c"
                                                ;
      h->maxalign = getnumlimit(h, fmt, maxalign);
      break;
    }
    default: luaL_error(h->L, "invalid format option '%c'", opt);
  }
  return Knop;
}
# 1541 "../lua/lstrlib.c"
static KOption getdetails (Header *h, size_t totalsize,
                           const char **fmt, int *psize, int *ntoalign) {
  KOption opt = getoption(h, fmt, psize);
  int align = *psize;
  if (opt == Kpaddalign) {
    if (**fmt == '\0' || getoption(h, fmt, &align) == Kchar || align == 0)
      luaL_argerror(h->L, 1, "invalid next option for option 'X'");
  }
  if (align <= 1 || opt == Kchar)
    *ntoalign = 0;
  else {
    if (align > h->maxalign)
      align = h->maxalign;
    if ((__builtin_expect((((align & (align - 1)) != 0) != 0), 0)))
      luaL_argerror(h->L, 1, "format asks for alignment not power of 2");
    *ntoalign = (align - (int)(totalsize & (align - 1))) & (align - 1);
  }
  return opt;
}
# 1568 "../lua/lstrlib.c"
static void packint (luaL_Buffer *b, lua_Unsigned n,
                     int islittle, int size, int neg) {
  char *buff = luaL_prepbuffsize(b, size);
  int i;
  buff[islittle ? 0 : size - 1] = (char)(n & ((1 << 8) - 1));
  for (i = 1; i < size; i++) {
    n >>= 8;
    buff[islittle ? i : size - 1 - i] = (char)(n & ((1 << 8) - 1));
  }
  if (neg && size > ((int)sizeof(lua_Integer))) {
    for (i = ((int)sizeof(lua_Integer)); i < size; i++)
      buff[islittle ? i : size - 1 - i] = (char)((1 << 8) - 1);
  }
  ((b)->n += (size));
}






static void copywithendian (char *dest, const char *src,
                            int size, int islittle) {
  if (islittle == nativeendian.little)
    memcpy(dest, src, size);
  else {
    dest += size - 1;
    while (size-- != 0)
      *(dest--) = *(src++);
  }
}


static int str_pack (lua_State *L) {
  luaL_Buffer b;
  Header h;
  const char *fmt = (luaL_checklstring(L, (1), 
# 1604 "../lua/lstrlib.c" 3 4
                   ((void *)0)
# 1604 "../lua/lstrlib.c"
                   ));
  int arg = 1;
  size_t totalsize = 0;
  initheader(L, &h);
  lua_pushnil(L);
  luaL_buffinit(L, &b);
  while (*fmt != '\0') {
    int size, ntoalign;
    KOption opt = getdetails(&h, totalsize, &fmt, &size, &ntoalign);
    totalsize += ntoalign + size;
    while (ntoalign-- > 0)
     ((void)((&b)->n < (&b)->size || luaL_prepbuffsize((&b), 1)), ((&b)->b[(&b)->n++] = (0x00)));
    arg++;
    switch (opt) {
      case Kint: {
        lua_Integer n = luaL_checkinteger(L, arg);
        if (size < ((int)sizeof(lua_Integer))) {
          lua_Integer lim = (lua_Integer)1 << ((size * 8) - 1);
          ((void)((__builtin_expect(((-lim <= n && n < lim) != 0), 1)) || luaL_argerror(L, (arg), ("integer overflow"))));
        }
        packint(&b, (lua_Unsigned)n, h.islittle, size, (n < 0));
        break;
      }
      case Kuint: {
        lua_Integer n = luaL_checkinteger(L, arg);
        if (size < ((int)sizeof(lua_Integer)))
          ((void)((__builtin_expect((((lua_Unsigned)n < ((lua_Unsigned)1 << (size * 8))) != 0), 1)) || luaL_argerror(L, (arg), ("unsigned overflow"))))
                                                    ;
        packint(&b, (lua_Unsigned)n, h.islittle, size, 0);
        break;
      }
      case Kfloat: {
        float f = (float)luaL_checknumber(L, arg);
        char *buff = luaL_prepbuffsize(&b, sizeof(f));

        copywithendian(buff, (char *)&f, sizeof(f), h.islittle);
        ((&b)->n += (size));
        break;
      }
      case Knumber: {
        lua_Number f = luaL_checknumber(L, arg);
        char *buff = luaL_prepbuffsize(&b, sizeof(f));

        copywithendian(buff, (char *)&f, sizeof(f), h.islittle);
        ((&b)->n += (size));
        break;
      }
      case Kdouble: {
        double f = (double)luaL_checknumber(L, arg);
        char *buff = luaL_prepbuffsize(&b, sizeof(f));

        copywithendian(buff, (char *)&f, sizeof(f), h.islittle);
        ((&b)->n += (size));
        break;
      }
      case Kchar: {
        size_t len;
        const char *s = luaL_checklstring(L, arg, &len);
        ((void)((__builtin_expect(((len <= (size_t)size) != 0), 1)) || luaL_argerror(L, (arg), ("string longer than given size"))))
                                                         ;
        luaL_addlstring(&b, s, len);
        while (len++ < (size_t)size)
          ((void)((&b)->n < (&b)->size || luaL_prepbuffsize((&b), 1)), ((&b)->b[(&b)->n++] = (0x00)));
        break;
      }
      case Kstring: {
        size_t len;
        const char *s = luaL_checklstring(L, arg, &len);
        ((void)((__builtin_expect(((size >= (int)sizeof(size_t) || len < ((size_t)1 << (size * 8))) != 0), 1)) || luaL_argerror(L, (arg), ("string length does not fit in given size"))))

                                                                         ;
        packint(&b, (lua_Unsigned)len, h.islittle, size, 0);
        luaL_addlstring(&b, s, len);
        totalsize += len;
        break;
      }
      case Kzstr: {
        size_t len;
        const char *s = luaL_checklstring(L, arg, &len);
        ((void)((__builtin_expect(((strlen(s) == len) != 0), 1)) || luaL_argerror(L, (arg), ("string contains zeros"))));
        luaL_addlstring(&b, s, len);
        ((void)((&b)->n < (&b)->size || luaL_prepbuffsize((&b), 1)), ((&b)->b[(&b)->n++] = ('\0')));
        totalsize += len + 1;
        break;
      }
      case Kpadding: ((void)((&b)->n < (&b)->size || luaL_prepbuffsize((&b), 1)), ((&b)->b[(&b)->n++] = (0x00)));
      case Kpaddalign: case Knop:
        arg--;
        break;
    }
  }
  luaL_pushresult(&b);
  return 1;
}


static int str_packsize (lua_State *L) {
  Header h;
  const char *fmt = (luaL_checklstring(L, (1), 
# 1702 "../lua/lstrlib.c" 3 4
                   ((void *)0)
# 1702 "../lua/lstrlib.c"
                   ));
  size_t totalsize = 0;
  initheader(L, &h);
  while (*fmt != '\0') {
    int size, ntoalign;
    KOption opt = getdetails(&h, totalsize, &fmt, &size, &ntoalign);
    ((void)((__builtin_expect(((opt != Kstring && opt != Kzstr) != 0), 1)) || luaL_argerror(L, (1), ("variable-length format"))))
                                              ;
    size += ntoalign;
    ((void)((__builtin_expect(((totalsize <= (sizeof(size_t) < sizeof(int) ? ((size_t)(~(size_t)0)) : (size_t)(0x7fffffff)) - size) != 0), 1)) || luaL_argerror(L, (1), ("format result too large"))))
                                               ;
    totalsize += size;
  }
  lua_pushinteger(L, (lua_Integer)totalsize);
  return 1;
}
# 1728 "../lua/lstrlib.c"
static lua_Integer unpackint (lua_State *L, const char *str,
                              int islittle, int size, int issigned) {
  lua_Unsigned res = 0;
  int i;
  int limit = (size <= ((int)sizeof(lua_Integer))) ? size : ((int)sizeof(lua_Integer));
  for (i = limit - 1; i >= 0; i--) {
    res <<= 8;
    res |= (lua_Unsigned)(unsigned char)str[islittle ? i : size - 1 - i];
  }
  if (size < ((int)sizeof(lua_Integer))) {
    if (issigned) {
      lua_Unsigned mask = (lua_Unsigned)1 << (size*8 - 1);
      res = ((res ^ mask) - mask);
    }
  }
  else if (size > ((int)sizeof(lua_Integer))) {
    int mask = (!issigned || (lua_Integer)res >= 0) ? 0 : ((1 << 8) - 1);
    for (i = limit; i < size; i++) {
      if ((__builtin_expect((((unsigned char)str[islittle ? i : size - 1 - i] != mask) != 0), 0)))
        luaL_error(L, "%d-byte integer does not fit into Lua Integer", size);
    }
  }
  return (lua_Integer)res;
}


static int str_unpack (lua_State *L) {
  Header h;
  const char *fmt = (luaL_checklstring(L, (1), 
# 1756 "../lua/lstrlib.c" 3 4
                   ((void *)0)
# 1756 "../lua/lstrlib.c"
                   ));
  size_t ld;
  const char *data = luaL_checklstring(L, 2, &ld);
  size_t pos = posrelatI(luaL_optinteger(L, 3, 1), ld) - 1;
  int n = 0;
  ((void)((__builtin_expect(((pos <= ld) != 0), 1)) || luaL_argerror(L, (3), ("initial position out of string"))));
  initheader(L, &h);
  while (*fmt != '\0') {
    int size, ntoalign;
    KOption opt = getdetails(&h, pos, &fmt, &size, &ntoalign);
    ((void)((__builtin_expect((((size_t)ntoalign + size <= ld - pos) != 0), 1)) || luaL_argerror(L, (2), ("data string too short"))))
                                            ;
    pos += ntoalign;

    luaL_checkstack(L, 2, "too many results");
    n++;
    switch (opt) {
      case Kint:
      case Kuint: {
        lua_Integer res = unpackint(L, data + pos, h.islittle, size,
                                       (opt == Kint));
        lua_pushinteger(L, res);
        break;
      }
      case Kfloat: {
        float f;
        copywithendian((char *)&f, data + pos, sizeof(f), h.islittle);
        lua_pushnumber(L, (lua_Number)f);
        break;
      }
      case Knumber: {
        lua_Number f;
        copywithendian((char *)&f, data + pos, sizeof(f), h.islittle);
        lua_pushnumber(L, f);
        break;
      }
      case Kdouble: {
        double f;
        copywithendian((char *)&f, data + pos, sizeof(f), h.islittle);
        lua_pushnumber(L, (lua_Number)f);
        break;
      }
      case Kchar: {
        lua_pushlstring(L, data + pos, size);
        break;
      }
      case Kstring: {
        size_t len = (size_t)unpackint(L, data + pos, h.islittle, size, 0);
        ((void)((__builtin_expect(((len <= ld - pos - size) != 0), 1)) || luaL_argerror(L, (2), ("data string too short"))));
        lua_pushlstring(L, data + pos + size, len);
        pos += len;
        break;
      }
      case Kzstr: {
        size_t len = strlen(data + pos);
        ((void)((__builtin_expect(((pos + len < ld) != 0), 1)) || luaL_argerror(L, (2), ("unfinished string for format 'z'"))))
                                                            ;
        lua_pushlstring(L, data + pos, len);
        pos += len + 1;
        break;
      }
      case Kpaddalign: case Kpadding: case Knop:
        n--;
        break;
    }
    pos += size;
  }
  lua_pushinteger(L, pos + 1);
  return n + 1;
}




static const luaL_Reg strlib[] = {
  {"byte", str_byte},
  {"char", str_char},
  {"dump", str_dump},
  {"find", str_find},
  {"format", str_format},
  {"gmatch", gmatch},
  {"gsub", str_gsub},
  {"len", str_len},
  {"lower", str_lower},
  {"match", str_match},
  {"rep", str_rep},
  {"reverse", str_reverse},
  {"sub", str_sub},
  {"upper", str_upper},
  {"pack", str_pack},
  {"packsize", str_packsize},
  {"unpack", str_unpack},
  {
# 1848 "../lua/lstrlib.c" 3 4
  ((void *)0)
# 1848 "../lua/lstrlib.c"
      , 
# 1848 "../lua/lstrlib.c" 3 4
        ((void *)0)
# 1848 "../lua/lstrlib.c"
            }
};


static void createmetatable (lua_State *L) {

  lua_createtable(L, 0, sizeof(stringmetamethods)/sizeof((stringmetamethods)[0]) - 1);
  luaL_setfuncs(L, stringmetamethods, 0);
  lua_pushstring(L, "" "");
  lua_pushvalue(L, -2);
  lua_setmetatable(L, -2);
  lua_settop(L, -(1)-1);
  lua_pushvalue(L, -2);
  lua_setfield(L, -2, "__index");
  lua_settop(L, -(1)-1);
}





extern int luaopen_string (lua_State *L) {
  (luaL_checkversion_(L, 504, (sizeof(lua_Integer)*16 + sizeof(lua_Number))), lua_createtable(L, 0, sizeof(strlib)/sizeof((strlib)[0]) - 1), luaL_setfuncs(L,strlib,0));
  createmetatable(L);
  return 1;
}
# 108 "../lua/onelua.c" 2
# 1 "../lua/ltablib.c" 1
# 13 "../lua/ltablib.c"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/limits.h" 1 3 4
# 14 "../lua/ltablib.c" 2
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 15 "../lua/ltablib.c" 2
# 36 "../lua/ltablib.c"
static int checkfield (lua_State *L, const char *key, int n) {
  lua_pushstring(L, key);
  return (lua_rawget(L, -n) != 0);
}






static void checktab (lua_State *L, int arg, int what) {
  if (lua_type(L, arg) != 5) {
    int n = 1;
    if (lua_getmetatable(L, arg) &&
        (!(what & 1) || checkfield(L, "__index", ++n)) &&
        (!(what & 2) || checkfield(L, "__newindex", ++n)) &&
        (!(what & 4) || checkfield(L, "__len", ++n))) {
      lua_settop(L, -(n)-1);
    }
    else
      luaL_checktype(L, arg, 5);
  }
}


static int tinsert (lua_State *L) {
  lua_Integer pos;
  lua_Integer e = (checktab(L, 1, ((1 | 2)) | 4), luaL_len(L, 1));
  e = ((lua_Integer)((lua_Unsigned)(e) + (lua_Unsigned)(1)));
  switch (lua_gettop(L)) {
    case 2: {
      pos = e;
      break;
    }
    case 3: {
      lua_Integer i;
      pos = luaL_checkinteger(L, 2);

      ((void)((__builtin_expect((((lua_Unsigned)pos - 1u < (lua_Unsigned)e) != 0), 1)) || luaL_argerror(L, (2), ("position out of bounds"))))
                                                ;
      for (i = e; i > pos; i--) {
        lua_geti(L, 1, i - 1);
        lua_seti(L, 1, i);
      }
      break;
    }
    default: {
      return luaL_error(L, "wrong number of arguments to 'insert'");
    }
  }
  lua_seti(L, 1, pos);
  return 0;
}


static int tremove (lua_State *L) {
  lua_Integer size = (checktab(L, 1, ((1 | 2)) | 4), luaL_len(L, 1));
  lua_Integer pos = luaL_optinteger(L, 2, size);
  if (pos != size)

    ((void)((__builtin_expect((((lua_Unsigned)pos - 1u <= (lua_Unsigned)size) != 0), 1)) || luaL_argerror(L, (2), ("position out of bounds"))))
                                              ;
  lua_geti(L, 1, pos);
  for ( ; pos < size; pos++) {
    lua_geti(L, 1, pos + 1);
    lua_seti(L, 1, pos);
  }
  lua_pushnil(L);
  lua_seti(L, 1, pos);
  return 1;
}
# 115 "../lua/ltablib.c"
static int tmove (lua_State *L) {
  lua_Integer f = luaL_checkinteger(L, 2);
  lua_Integer e = luaL_checkinteger(L, 3);
  lua_Integer t = luaL_checkinteger(L, 4);
  int tt = !(lua_type(L, (5)) <= 0) ? 5 : 1;
  checktab(L, 1, 1);
  checktab(L, tt, 2);
  if (e >= f) {
    lua_Integer n, i;
    ((void)((__builtin_expect(((f > 0 || e < 0x7fffffffffffffffLL + f) != 0), 1)) || luaL_argerror(L, (3), ("too many elements to move"))))
                                              ;
    n = e - f + 1;
    ((void)((__builtin_expect(((t <= 0x7fffffffffffffffLL - n + 1) != 0), 1)) || luaL_argerror(L, (4), ("destination wrap around"))))
                                            ;
    if (t > e || t <= f || (tt != 1 && !lua_compare(L, 1, tt, 0))) {
      for (i = 0; i < n; i++) {
        lua_geti(L, 1, f + i);
        lua_seti(L, tt, t + i);
      }
    }
    else {
      for (i = n - 1; i >= 0; i--) {
        lua_geti(L, 1, f + i);
        lua_seti(L, tt, t + i);
      }
    }
  }
  lua_pushvalue(L, tt);
  return 1;
}


static void addfield (lua_State *L, luaL_Buffer *b, lua_Integer i) {
  lua_geti(L, 1, i);
  if ((__builtin_expect(((!lua_isstring(L, -1)) != 0), 0)))
    luaL_error(L, "invalid value (%s) at index %I in table for 'concat'",
                  lua_typename(L, lua_type(L,(-1))), (long long)i);
  luaL_addvalue(b);
}


static int tconcat (lua_State *L) {
  luaL_Buffer b;
  lua_Integer last = (checktab(L, 1, (1) | 4), luaL_len(L, 1));
  size_t lsep;
  const char *sep = luaL_optlstring(L, 2, "", &lsep);
  lua_Integer i = luaL_optinteger(L, 3, 1);
  last = luaL_optinteger(L, 4, last);
  luaL_buffinit(L, &b);
  for (; i < last; i++) {
    addfield(L, &b, i);
    luaL_addlstring(&b, sep, lsep);
  }
  if (i == last)
    addfield(L, &b, i);
  luaL_pushresult(&b);
  return 1;
}
# 181 "../lua/ltablib.c"
static int tpack (lua_State *L) {
  int i;
  int n = lua_gettop(L);
  lua_createtable(L, n, 1);
  lua_rotate(L, (1), 1);
  for (i = n; i >= 1; i--)
    lua_seti(L, 1, i);
  lua_pushinteger(L, n);
  lua_setfield(L, 1, "n");
  return 1;
}


static int tunpack (lua_State *L) {
  lua_Unsigned n;
  lua_Integer i = luaL_optinteger(L, 2, 1);
  lua_Integer e = ((lua_type(L, ((3))) <= 0) ? (luaL_len(L, 1)) : luaL_checkinteger(L,(3)));
  if (i > e) return 0;
  n = (lua_Unsigned)e - i;
  if ((__builtin_expect(((n >= (unsigned int)0x7fffffff || !lua_checkstack(L, (int)(++n))) != 0), 0))
                                                )
    return luaL_error(L, "too many results to unpack");
  for (; i < e; i++) {
    lua_geti(L, 1, i);
  }
  lua_geti(L, 1, e);
  return (int)n;
}
# 224 "../lua/ltablib.c"
typedef unsigned int IdxT;
# 246 "../lua/ltablib.c"
static unsigned int l_randomizePivot (void) {
  clock_t c = clock();
  time_t t = time(
# 248 "../lua/ltablib.c" 3 4
                 ((void *)0)
# 248 "../lua/ltablib.c"
                     );
  unsigned int buff[(sizeof(c) / sizeof(unsigned int)) + (sizeof(t) / sizeof(unsigned int))];
  unsigned int i, rnd = 0;
  memcpy(buff, &c, (sizeof(c) / sizeof(unsigned int)) * sizeof(unsigned int));
  memcpy(buff + (sizeof(c) / sizeof(unsigned int)), &t, (sizeof(t) / sizeof(unsigned int)) * sizeof(unsigned int));
  for (i = 0; i < (sizeof(buff) / sizeof(unsigned int)); i++)
    rnd += buff[i];
  return rnd;
}
# 265 "../lua/ltablib.c"
static void set2 (lua_State *L, IdxT i, IdxT j) {
  lua_seti(L, 1, i);
  lua_seti(L, 1, j);
}






static int sort_comp (lua_State *L, int a, int b) {
  if ((lua_type(L, (2)) == 0))
    return lua_compare(L, a, b, 1);
  else {
    int res;
    lua_pushvalue(L, 2);
    lua_pushvalue(L, a-1);
    lua_pushvalue(L, b-2);
    lua_callk(L, (2), (1), 0, 
# 283 "../lua/ltablib.c" 3 4
   ((void *)0)
# 283 "../lua/ltablib.c"
   );
    res = lua_toboolean(L, -1);
    lua_settop(L, -(1)-1);
    return res;
  }
}
# 298 "../lua/ltablib.c"
static IdxT partition (lua_State *L, IdxT lo, IdxT up) {
  IdxT i = lo;
  IdxT j = up - 1;

  for (;;) {

    while ((void)lua_geti(L, 1, ++i), sort_comp(L, -1, -2)) {
      if ((__builtin_expect(((i == up - 1) != 0), 0)))
        luaL_error(L, "invalid order function for sorting");
      lua_settop(L, -(1)-1);
    }


    while ((void)lua_geti(L, 1, --j), sort_comp(L, -3, -1)) {
      if ((__builtin_expect(((j < i) != 0), 0)))
        luaL_error(L, "invalid order function for sorting");
      lua_settop(L, -(1)-1);
    }

    if (j < i) {

      lua_settop(L, -(1)-1);

      set2(L, up - 1, i);
      return i;
    }

    set2(L, i, j);
  }
}






static IdxT choosePivot (IdxT lo, IdxT up, unsigned int rnd) {
  IdxT r4 = (up - lo) / 4;
  IdxT p = rnd % (r4 * 2) + (lo + r4);
  ((void)0);
  return p;
}





static void auxsort (lua_State *L, IdxT lo, IdxT up,
                                   unsigned int rnd) {
  while (lo < up) {
    IdxT p;
    IdxT n;

    lua_geti(L, 1, lo);
    lua_geti(L, 1, up);
    if (sort_comp(L, -1, -2))
      set2(L, lo, up);
    else
      lua_settop(L, -(2)-1);
    if (up - lo == 1)
      return;
    if (up - lo < 100u || rnd == 0)
      p = (lo + up)/2;
    else
      p = choosePivot(lo, up, rnd);
    lua_geti(L, 1, p);
    lua_geti(L, 1, lo);
    if (sort_comp(L, -2, -1))
      set2(L, p, lo);
    else {
      lua_settop(L, -(1)-1);
      lua_geti(L, 1, up);
      if (sort_comp(L, -1, -2))
        set2(L, p, up);
      else
        lua_settop(L, -(2)-1);
    }
    if (up - lo == 2)
      return;
    lua_geti(L, 1, p);
    lua_pushvalue(L, -1);
    lua_geti(L, 1, up - 1);
    set2(L, p, up - 1);
    p = partition(L, lo, up);

    if (p - lo < up - p) {
      auxsort(L, lo, p - 1, rnd);
      n = p - lo;
      lo = p + 1;
    }
    else {
      auxsort(L, p + 1, up, rnd);
      n = up - p;
      up = p - 1;
    }
    if ((up - lo) / 128 > n)
      rnd = l_randomizePivot();
  }
}


static int sort (lua_State *L) {
  lua_Integer n = (checktab(L, 1, ((1 | 2)) | 4), luaL_len(L, 1));
  if (n > 1) {
    ((void)((__builtin_expect(((n < 0x7fffffff) != 0), 1)) || luaL_argerror(L, (1), ("array too big"))));
    if (!(lua_type(L, (2)) <= 0))
      luaL_checktype(L, 2, 6);
    lua_settop(L, 2);
    auxsort(L, 1, (IdxT)n, 0);
  }
  return 0;
}




static const luaL_Reg tab_funcs[] = {
  {"concat", tconcat},
  {"insert", tinsert},
  {"pack", tpack},
  {"unpack", tunpack},
  {"remove", tremove},
  {"move", tmove},
  {"sort", sort},
  {
# 422 "../lua/ltablib.c" 3 4
  ((void *)0)
# 422 "../lua/ltablib.c"
      , 
# 422 "../lua/ltablib.c" 3 4
        ((void *)0)
# 422 "../lua/ltablib.c"
            }
};


extern int luaopen_table (lua_State *L) {
  (luaL_checkversion_(L, 504, (sizeof(lua_Integer)*16 + sizeof(lua_Number))), lua_createtable(L, 0, sizeof(tab_funcs)/sizeof((tab_funcs)[0]) - 1), luaL_setfuncs(L,tab_funcs,0));
  return 1;
}
# 109 "../lua/onelua.c" 2
# 1 "../lua/lutf8lib.c" 1
# 13 "../lua/lutf8lib.c"
# 1 "/usr/include/assert.h" 1 3 4
# 14 "../lua/lutf8lib.c" 2
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/limits.h" 1 3 4
# 15 "../lua/lutf8lib.c" 2
# 35 "../lua/lutf8lib.c"
typedef unsigned int utfint;
# 47 "../lua/lutf8lib.c"
static lua_Integer u_posrelat (lua_Integer pos, size_t len) {
  if (pos >= 0) return pos;
  else if (0u - (size_t)pos > len) return 0;
  else return (lua_Integer)len + pos + 1;
}
# 61 "../lua/lutf8lib.c"
static const char *utf8_decode (const char *s, utfint *val, int strict) {
  static const utfint limits[] =
        {~(utfint)0, 0x80, 0x800, 0x10000u, 0x200000u, 0x4000000u};
  unsigned int c = (unsigned char)s[0];
  utfint res = 0;
  if (c < 0x80)
    res = c;
  else {
    int count = 0;
    for (; c & 0x40; c <<= 1) {
      unsigned int cc = (unsigned char)s[++count];
      if (!(((cc) & 0xC0) == 0x80))
        return 
# 73 "../lua/lutf8lib.c" 3 4
              ((void *)0)
# 73 "../lua/lutf8lib.c"
                  ;
      res = (res << 6) | (cc & 0x3F);
    }
    res |= ((utfint)(c & 0x7F) << (count * 5));
    if (count > 5 || res > 0x7FFFFFFFu || res < limits[count])
      return 
# 78 "../lua/lutf8lib.c" 3 4
            ((void *)0)
# 78 "../lua/lutf8lib.c"
                ;
    s += count;
  }
  if (strict) {

    if (res > 0x10FFFFu || (0xD800u <= res && res <= 0xDFFFu))
      return 
# 84 "../lua/lutf8lib.c" 3 4
            ((void *)0)
# 84 "../lua/lutf8lib.c"
                ;
  }
  if (val) *val = res;
  return s + 1;
}







static int utflen (lua_State *L) {
  lua_Integer n = 0;
  size_t len;
  const char *s = luaL_checklstring(L, 1, &len);
  lua_Integer posi = u_posrelat(luaL_optinteger(L, 2, 1), len);
  lua_Integer posj = u_posrelat(luaL_optinteger(L, 3, -1), len);
  int lax = lua_toboolean(L, 4);
  ((void)((__builtin_expect(((1 <= posi && --posi <= (lua_Integer)len) != 0), 1)) || luaL_argerror(L, (2), ("initial position out of bounds"))))
                                                    ;
  ((void)((__builtin_expect(((--posj < (lua_Integer)len) != 0), 1)) || luaL_argerror(L, (3), ("final position out of bounds"))))
                                                  ;
  while (posi <= posj) {
    const char *s1 = utf8_decode(s + posi, 
# 108 "../lua/lutf8lib.c" 3 4
                                          ((void *)0)
# 108 "../lua/lutf8lib.c"
                                              , !lax);
    if (s1 == 
# 109 "../lua/lutf8lib.c" 3 4
             ((void *)0)
# 109 "../lua/lutf8lib.c"
                 ) {
      lua_pushnil(L);
      lua_pushinteger(L, posi + 1);
      return 2;
    }
    posi = s1 - s;
    n++;
  }
  lua_pushinteger(L, n);
  return 1;
}






static int codepoint (lua_State *L) {
  size_t len;
  const char *s = luaL_checklstring(L, 1, &len);
  lua_Integer posi = u_posrelat(luaL_optinteger(L, 2, 1), len);
  lua_Integer pose = u_posrelat(luaL_optinteger(L, 3, posi), len);
  int lax = lua_toboolean(L, 4);
  int n;
  const char *se;
  ((void)((__builtin_expect(((posi >= 1) != 0), 1)) || luaL_argerror(L, (2), ("out of bounds"))));
  ((void)((__builtin_expect(((pose <= (lua_Integer)len) != 0), 1)) || luaL_argerror(L, (3), ("out of bounds"))));
  if (posi > pose) return 0;
  if (pose - posi >= 0x7fffffff)
    return luaL_error(L, "string slice too long");
  n = (int)(pose - posi) + 1;
  luaL_checkstack(L, n, "string slice too long");
  n = 0;
  se = s + pose;
  for (s += posi - 1; s < se;) {
    utfint code;
    s = utf8_decode(s, &code, !lax);
    if (s == 
# 146 "../lua/lutf8lib.c" 3 4
            ((void *)0)
# 146 "../lua/lutf8lib.c"
                )
      return luaL_error(L, "invalid UTF-8 code");
    lua_pushinteger(L, code);
    n++;
  }
  return n;
}


static void pushutfchar (lua_State *L, int arg) {
  lua_Unsigned code = (lua_Unsigned)luaL_checkinteger(L, arg);
  ((void)((__builtin_expect(((code <= 0x7FFFFFFFu) != 0), 1)) || luaL_argerror(L, (arg), ("value out of range"))));
  lua_pushfstring(L, "%U", (long)code);
}





static int utfchar (lua_State *L) {
  int n = lua_gettop(L);
  if (n == 1)
    pushutfchar(L, 1);
  else {
    int i;
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    for (i = 1; i <= n; i++) {
      pushutfchar(L, i);
      luaL_addvalue(&b);
    }
    luaL_pushresult(&b);
  }
  return 1;
}






static int byteoffset (lua_State *L) {
  size_t len;
  const char *s = luaL_checklstring(L, 1, &len);
  lua_Integer n = luaL_checkinteger(L, 2);
  lua_Integer posi = (n >= 0) ? 1 : len + 1;
  posi = u_posrelat(luaL_optinteger(L, 3, posi), len);
  ((void)((__builtin_expect(((1 <= posi && --posi <= (lua_Integer)len) != 0), 1)) || luaL_argerror(L, (3), ("position out of bounds"))))
                                            ;
  if (n == 0) {

    while (posi > 0 && (((*(s + posi)) & 0xC0) == 0x80)) posi--;
  }
  else {
    if ((((*(s + posi)) & 0xC0) == 0x80))
      return luaL_error(L, "initial position is a continuation byte");
    if (n < 0) {
       while (n < 0 && posi > 0) {
         do {
           posi--;
         } while (posi > 0 && (((*(s + posi)) & 0xC0) == 0x80));
         n++;
       }
     }
     else {
       n--;
       while (n > 0 && posi < (lua_Integer)len) {
         do {
           posi++;
         } while ((((*(s + posi)) & 0xC0) == 0x80));
         n--;
       }
     }
  }
  if (n == 0)
    lua_pushinteger(L, posi + 1);
  else
    lua_pushnil(L);
  return 1;
}


static int iter_aux (lua_State *L, int strict) {
  size_t len;
  const char *s = luaL_checklstring(L, 1, &len);
  lua_Unsigned n = (lua_Unsigned)lua_tointegerx(L,(2),
# 231 "../lua/lutf8lib.c" 3 4
                                ((void *)0)
# 231 "../lua/lutf8lib.c"
                                );
  if (n < len) {
    while ((((*(s + n)) & 0xC0) == 0x80)) n++;
  }
  if (n >= len)
    return 0;
  else {
    utfint code;
    const char *next = utf8_decode(s + n, &code, strict);
    if (next == 
# 240 "../lua/lutf8lib.c" 3 4
               ((void *)0) 
# 240 "../lua/lutf8lib.c"
                    || (((*(next)) & 0xC0) == 0x80))
      return luaL_error(L, "invalid UTF-8 code");
    lua_pushinteger(L, n + 1);
    lua_pushinteger(L, code);
    return 2;
  }
}


static int iter_auxstrict (lua_State *L) {
  return iter_aux(L, 1);
}

static int iter_auxlax (lua_State *L) {
  return iter_aux(L, 0);
}


static int iter_codes (lua_State *L) {
  int lax = lua_toboolean(L, 2);
  const char *s = (luaL_checklstring(L, (1), 
# 260 "../lua/lutf8lib.c" 3 4
                 ((void *)0)
# 260 "../lua/lutf8lib.c"
                 ));
  ((void)((__builtin_expect(((!(((*(s)) & 0xC0) == 0x80)) != 0), 1)) || luaL_argerror(L, (1), ("invalid UTF-8 code"))));
  lua_pushcclosure(L, (lax ? iter_auxlax : iter_auxstrict), 0);
  lua_pushvalue(L, 1);
  lua_pushinteger(L, 0);
  return 3;
}






static const luaL_Reg funcs[] = {
  {"offset", byteoffset},
  {"codepoint", codepoint},
  {"char", utfchar},
  {"len", utflen},
  {"codes", iter_codes},

  {"charpattern", 
# 280 "../lua/lutf8lib.c" 3 4
                 ((void *)0)
# 280 "../lua/lutf8lib.c"
                     },
  {
# 281 "../lua/lutf8lib.c" 3 4
  ((void *)0)
# 281 "../lua/lutf8lib.c"
      , 
# 281 "../lua/lutf8lib.c" 3 4
        ((void *)0)
# 281 "../lua/lutf8lib.c"
            }
};


extern int luaopen_utf8 (lua_State *L) {
  (luaL_checkversion_(L, 504, (sizeof(lua_Integer)*16 + sizeof(lua_Number))), lua_createtable(L, 0, sizeof(funcs)/sizeof((funcs)[0]) - 1), luaL_setfuncs(L,funcs,0));
  lua_pushlstring(L, "[\0-\x7F\xC2-\xFD][\x80-\xBF]*", sizeof("[\0-\x7F\xC2-\xFD][\x80-\xBF]*")/sizeof(char) - 1);
  lua_setfield(L, -2, "charpattern");
  return 1;
}
# 110 "../lua/onelua.c" 2
# 1 "../lua/linit.c" 1
# 30 "../lua/linit.c"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 31 "../lua/linit.c" 2
# 42 "../lua/linit.c"
static const luaL_Reg loadedlibs[] = {
  {"_G", luaopen_base},
  {"package", luaopen_package},
  {"coroutine", luaopen_coroutine},
  {"table", luaopen_table},
  {"io", luaopen_io},
  {"os", luaopen_os},
  {"string", luaopen_string},
  {"math", luaopen_math},
  {"utf8", luaopen_utf8},
  {"debug", luaopen_debug},
  {
# 53 "../lua/linit.c" 3 4
  ((void *)0)
# 53 "../lua/linit.c"
      , 
# 53 "../lua/linit.c" 3 4
        ((void *)0)
# 53 "../lua/linit.c"
            }
};


extern void luaL_openlibs (lua_State *L) {
  const luaL_Reg *lib;

  for (lib = loadedlibs; lib->func; lib++) {
    luaL_requiref(L, lib->name, lib->func, 1);
    lua_settop(L, -(1)-1);
  }
}
# 111 "../lua/onelua.c" 2
# 176 "embed.c" 2
